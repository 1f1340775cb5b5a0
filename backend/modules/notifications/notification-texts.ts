// The Spanish texts of each notification kind, in one place so the bell, the push message and the tests agree.
// `data` carries the facts each text is made of, so that a client can word the notification in its user's language
// (the back-office does: lib/notifications/notification-texts.ts).
export type NotificationKind =
  | 'parcel_deposited'
  | 'parcel_collected'
  | 'parcel_expiring'
  | 'parcel_expired'
  | 'code_lapsed'
  | 'credits_applied'
  | 'receipt_confirmed';

export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

interface BookingFacts {
  bookingId: number;
  reference: string;
}

const ref = (b: BookingFacts) => (b.reference ? ` (${b.reference})` : '');

export const notificationTexts = {
  parcelDeposited: (b: BookingFacts & { location: string }): NotificationText => ({
    kind: 'parcel_deposited',
    title: 'Paquete ingresado',
    body: `La reserva ${b.bookingId}${ref(b)} ya está en el locker ${b.location}. Se envió el código de retiro al destinatario.`,
    data: { booking_id: b.bookingId, reference: b.reference, location: b.location },
  }),
  parcelCollected: (b: BookingFacts): NotificationText => ({
    kind: 'parcel_collected',
    title: 'Paquete retirado',
    body: `La reserva ${b.bookingId}${ref(b)} fue retirada del locker.`,
    data: { booking_id: b.bookingId, reference: b.reference },
  }),
  parcelExpiring: (b: BookingFacts & { hoursLeft: number }): NotificationText => ({
    kind: 'parcel_expiring',
    title: 'Paquete por vencer',
    body: `El plazo de retiro de la reserva ${b.bookingId}${ref(b)} vence en menos de ${b.hoursLeft} horas.`,
    data: { booking_id: b.bookingId, reference: b.reference, hours_left: b.hoursLeft },
  }),
  parcelExpired: (b: BookingFacts): NotificationText => ({
    kind: 'parcel_expired',
    title: 'Retiro vencido',
    body: `Venció el plazo de retiro de la reserva ${b.bookingId}${ref(b)}. Podés extenderlo editando la reserva.`,
    data: { booking_id: b.bookingId, reference: b.reference },
  }),
  codeLapsed: (b: BookingFacts): NotificationText => ({
    kind: 'code_lapsed',
    title: 'Ingreso vencido',
    body: `El código de ingreso de la reserva ${b.bookingId}${ref(b)} venció sin usarse.`,
    data: { booking_id: b.bookingId, reference: b.reference },
  }),
  creditsApplied: (credits: number): NotificationText => ({
    kind: 'credits_applied',
    title: 'Créditos acreditados',
    body: `Se acreditaron ${credits} créditos a tu cuenta.`,
    data: { credits },
  }),
  receiptConfirmed: (receiptId: number, credits: number): NotificationText => ({
    kind: 'receipt_confirmed',
    title: 'Comprobante confirmado',
    body: `Se confirmó el comprobante #${receiptId}: ${credits} créditos acreditados.`,
    data: { receipt_id: receiptId, credits },
  }),
};
