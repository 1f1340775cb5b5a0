// The contract text of the terms dialog and the registration page, written for this product from the rules of
// docs/domain/bookings.md (lifecycle), docs/domain/validation.md (passwords, limits, prohibited items) and docs/domain/limits.md (contract constants). It is the legal
// text in Spanish, the product's language, whatever the interface language.
import { getPrices } from '@/lib/billing/prices';
import { doorPricesWithVat } from './terms-figures';

const sections = (doorPrices: string): { title: string; paragraphs: string[] }[] => [
  {
    title: '1. Partes y objeto',
    paragraphs: [
      'Estas condiciones generales regulan el uso del servicio de lockers inteligentes (el "Servicio") entre el proveedor del Servicio y la empresa que lo contrata (el "Cliente"). El Cliente puede designar usuarios autorizados (el "Usuario Autorizado") que operan en su nombre. La persona que retira un envío es el "Destinatario".',
      'El Servicio permite reservar puertas de lockers ubicados en comercios de terceros, depositar en ellas paquetes y que el Destinatario los retire con un código electrónico.',
    ],
  },
  {
    title: '2. Acceso y contraseñas',
    paragraphs: [
      'El acceso al panel de gestión es personal. Las contraseñas de acceso deben tener al menos 6 caracteres alfanuméricos. El Cliente es responsable de custodiar las credenciales de sus Usuarios Autorizados y de toda operación realizada con ellas.',
    ],
  },
  {
    title: '3. Funcionamiento del servicio',
    paragraphs: [
      'a) Al solicitar el servicio, el Cliente recibe un código electrónico de ingreso.',
      'b) Al ingresar el código en el locker, se abre la puerta asignada para depositar el paquete.',
      'c) Dentro de las 2 horas siguientes al cierre de la puerta, el Destinatario recibe por correo electrónico y aplicación de mensajería el código de retiro.',
      'd) Para retirar, el Destinatario ingresa el código de retiro y, cuando el Cliente lo indicó, al menos los últimos 4 dígitos de su documento de identidad. Si el Destinatario pierde el código, la confirmación se realiza con un código de cuatro dígitos.',
      'e) La validez del código electrónico la fija el Cliente, con un máximo de 336 horas.',
    ],
  },
  {
    title: '4. Envíos admitidos',
    paragraphs: [
      'Cada paquete puede pesar hasta 20 kg y medir hasta 320 x 340 x 480 mm. El valor declarado de cada envío no puede superar 2000 USD.',
      'Medidas de las puertas (alto x ancho x profundidad): pequeña 9 x 34 x 47 cm; mediana 21 x 34 x 47 cm; grande 31,5 x 34 x 47 cm.',
    ],
  },
  {
    title: '5. Artículos prohibidos',
    paragraphs: [
      'Está prohibido depositar combustibles, armas, explosivos, productos perecederos, animales, dinero, joyas, drogas, residuos y cualquier mercadería peligrosa o cuya tenencia o transporte sea ilícito. El Cliente responde por los daños que causen los artículos prohibidos.',
    ],
  },
  {
    title: '6. Plazos, vencimientos y multas',
    paragraphs: [
      'Si el código de ingreso no se utiliza dentro de las 48 horas, la reserva caduca y se devenga igualmente el cargo correspondiente.',
      'Vencido el código de retiro, se notifica al Cliente, que dispone de 24 horas para retirar el paquete. Pasado ese plazo se aplica una multa diaria hasta el retiro. La reserva puede extenderse editándola, tantas veces como sea necesario.',
      'Transcurridos 15 días desde la notificación, el proveedor puede realizar la apertura forzada de la puerta y disponer el retiro del contenido.',
    ],
  },
  {
    title: '7. Seguro y responsabilidad',
    paragraphs: [
      'Los envíos están asegurados hasta 1000 USD por puerta. La responsabilidad del proveedor se limita a ese importe y nunca excede el valor declarado del envío.',
    ],
  },
  {
    title: '8. Precios y créditos',
    paragraphs: [
      `Cada reserva se paga con créditos. Precios por puerta, IVA incluido: ${doorPrices}. Los créditos no incluyen IVA. Los pagados con tarjeta se acreditan al aprobarse el pago; los pagados por transferencia bancaria, dentro de las 48 horas de recibido el comprobante.`,
    ],
  },
  {
    title: '9. Plazo y rescisión',
    paragraphs: [
      'El contrato es mensual y se renueva automáticamente. Cualquiera de las partes puede no renovarlo avisando con 30 días de anticipación.',
    ],
  },
];

/** The tariff the text quotes comes from GET /prices, like every screen that shows a price. */
export async function TermsText() {
  const { doors } = await getPrices();
  return (
    <div className="space-y-4 text-sm leading-relaxed text-fg">
      {sections(doorPricesWithVat(doors)).map((section) => (
        <section key={section.title}>
          <h3 className="mb-1 font-semibold">{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-1">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
