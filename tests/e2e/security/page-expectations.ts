// Who may open each BFF page and route handler: the expectations of the page matrix (security-pages.spec.ts).
// The matrix lists app/**/page.tsx and route.ts itself; a screen without an entry here fails with the line to add.
// Key: the URL pattern without route groups, e.g. `/reservas/[id]`, and `POST ` before route handlers' non-GET methods.

export type PageAccess =
  /** Open to anyone. */
  | 'public'
  /** Any signed-in back-office user. */
  | 'signedIn'
  /** Holders of "*" or any one of these (lib/navigation/menu.ts); `custom`: only custom tenants. */
  | { anyOf: string[]; custom?: boolean }
  /** Only the service operator (contract serviceOperatorScope, which "*" does not include): every tenant role gets 403. */
  | 'serviceOperator';

export type PageRecord = 'booking' | 'poslink' | 'payment' | 'transferReceipt' | 'client';

export interface PageExpectation {
  access: PageAccess;
  /** What each dynamic segment names (own tenant's; the other tenant's gives 404), or a literal. */
  params?: Record<string, PageRecord | { value: string }>;
  /** A public page that, for a signed-in user, shows that user's data and so needs one of these. */
  signedInNeeds?: string[];
  /** The record is the administrator's own (payments are per user): other roles of the tenant get 404 too. */
  ownedByAdmin?: boolean;
  /** Route handlers: the method to call (GET by default). */
  method?: 'GET' | 'POST';
}

export const pageAccess: Record<string, PageExpectation> = {
  '/': { access: 'signedIn' },
  '/ayuda': { access: 'signedIn' },
  '/configuracion-de-la-cuenta': { access: 'signedIn' },
  '/reservas': { access: { anyOf: ['booking-show'] } },
  '/reservas/nueva': { access: { anyOf: ['booking-create'] } },
  '/reservas/[id]': { access: { anyOf: ['booking-show'] }, params: { id: 'booking' } },
  '/reservas/export': { access: { anyOf: ['booking-show'] } },
  '/reserva/create-from-excel': { access: { anyOf: ['booking-excel'] } },
  '/reserva/create-from-excel/plantilla': { access: { anyOf: ['booking-excel'] } },
  'POST /reserva/create-from-excel/vista-previa': { access: { anyOf: ['booking-excel'] }, method: 'POST' },
  'POST /reserva/create-from-excel/crear': { access: { anyOf: ['booking-excel'] }, method: 'POST' },
  '/clientes': { access: { anyOf: ['client-show'] } },
  '/clientes/[id]': { access: { anyOf: ['client-show'] }, params: { id: 'client' } },
  '/usuarios': { access: { anyOf: ['user-show', 'user-show-pn'] } },
  '/usuarios/correos': { access: { anyOf: ['user-edit'] } },
  '/usuarios/proveedores': { access: { anyOf: ['user-edit', 'user-create-pn'] } },
  '/residentes': { access: { anyOf: ['user-show', 'user-show-ho'] } },
  '/estado-de-cuenta': { access: { anyOf: ['billing-show'] } },
  '/estado-de-cuenta/transferencias/[id]/archivo': { access: { anyOf: ['billing-create'] }, params: { id: 'transferReceipt' } },
  '/comprobantes': { access: { anyOf: ['billing-transaction'] } },
  '/comprobantes/[id]/imprimir': { access: { anyOf: ['billing-transaction'] }, params: { id: 'poslink' } },
  '/precios': { access: { anyOf: ['billing-show'] } },
  '/empresas': { access: 'serviceOperator' },
  '/empresas/[id]': { access: 'serviceOperator', params: { id: { value: '1' } } },
  '/sandbox-pago/[reference]': { access: { anyOf: ['billing-show', 'billing-create'] }, params: { reference: 'payment' }, ownedByAdmin: true },
  '/apartamentos': { access: { anyOf: ['apartment-show'] } },
  '/articulos': { access: { anyOf: ['article-show'] } },
  '/ventas': { access: { anyOf: ['booking-show'], custom: true } },
  '/stock': { access: { anyOf: ['booking-show'], custom: true } },
  '/lockers': { access: { anyOf: ['location-enable'] } },
  '/ventas/export': { access: { anyOf: ['booking-show'], custom: true } },
  '/notificaciones': { access: 'signedIn' },
  // Probes for load balancers and supervisors: no session, reveal nothing but ok/unavailable (docs/operations.md).
  '/healthz': { access: 'public' },
  '/readyz': { access: 'public' },
  // The API reference for integrators and its viewer's files: what /api/v2/openapi.json already says, to anyone.
  '/api-docs': { access: 'public' },
  '/api-docs/[asset]': { access: 'public', params: { asset: { value: 'swagger-ui.css' } } },
  // MapLibre's worker script: the same package file for everyone, no data.
  '/mapa/worker': { access: 'public' },
  '/iniciar-sesion': { access: 'public' },
  '/registro': { access: 'public' },
  '/recuperar-contrasena': { access: 'public' },
  '/restablecer-contrasena': { access: 'public' },
  '/boarding-pass': { access: 'public' },
  '/solicitud-de-datos': { access: 'public' },
  '/sesion-expirada': { access: 'public' },
  '/[provider]/[result]': {
    access: 'public',
    params: { provider: { value: 'mercadopago' }, result: { value: 'success' } },
    signedInNeeds: ['billing-show', 'billing-create'],
  },
};
