// Who may call each /api/v2 route: the expectations of the access-control matrix (api-access-matrix.test.ts).
// The matrix enumerates the routes of the real Hono app; a route without an entry here fails the suite with the
// line to add. Key: `METHOD /path` as Hono lists it, without /api/v2 and without the `{[0-9]+}` patterns.
import type { Permission } from '@/contract/auth';
import type { RecordKind } from './support/world';

export type Access =
  /** No token needed (sign-in, provider webhooks). */
  | 'public'
  /** Any live token, residents included. */
  | 'signedIn'
  /** Any live token of a back-office (non-resident) user. */
  | 'backOffice'
  /** A back-office user holding "*" or any one of these. */
  | { anyOf: Permission[] }
  /** Only the service operator (contract serviceOperatorScope, which "*" does not include): every tenant role gets 403. */
  | 'serviceOperator'
  /** An integration's own credential (the Districad secret), never a user's token: every actor of the matrix gets 401. */
  | 'integrationSecret';

export interface RouteExpectation {
  access: Access;
  /** What each path parameter names: a record kind (own tenant's; the other tenant's gives 404), or a literal. */
  params?: Record<string, RecordKind | { value: string }>;
  /** Status without a token when the route is public but still refuses an empty request (e.g. a signature). */
  anonymous?: number;
  /** A valid body, so that the other tenant's cells reach the record lookup (default `{}`). */
  body?: Record<string, unknown>;
  /** Status on the other tenant's record when validation runs before the lookup (default 404). */
  otherTenant?: number;
  /** The record is the administrator's own (payments are per user): other roles of the tenant get 404 too. */
  ownedByAdmin?: boolean;
  /** A tenant feature the own tenant (Demo Lockers) has off (fenicio, custom reports): every signed-in actor gets 403. */
  featureOff?: boolean;
}

const booking = { id: 'booking' } as const;

export const apiAccess: Record<string, RouteExpectation> = {
  'POST /auth/login': { access: 'public', anonymous: 422 },
  'GET /auth/sanctum/csrf-token': { access: 'public' },
  'GET /openapi.json': { access: 'public' },
  'POST /payments/mercadopago/webhook': { access: 'public' },
  'POST /districad/status': { access: 'integrationSecret', body: { token: 'DC-000000000000000000000000', status: 'Entregado' } },
  'GET /prices': { access: 'public' },
  'POST /auth/logout': { access: 'signedIn' },
  'GET /auth/me': { access: 'backOffice' },
  'GET /userlocale': { access: 'backOffice' },
  'POST /userlocale/:locale': { access: 'backOffice', params: { locale: { value: 'es' } } },
  'GET /size': { access: 'backOffice' },
  'GET /status': { access: 'backOffice' },
  'GET /location': { access: { anyOf: ['booking-show', 'booking-create', 'location-enable'] } },
  'GET /booking': { access: { anyOf: ['booking-show'] } },
  'GET /booking/:id': { access: { anyOf: ['booking-show'] }, params: booking },
  'POST /booking': { access: { anyOf: ['booking-create'] } },
  // Needs booking-create and booking-excel; the matrix's roles hold both (admin, operator) or neither.
  'POST /booking/batch': { access: { anyOf: ['booking-excel'] } },
  // The full replace body is validated before the lookup; the fingerprint proves the refusal changed nothing.
  'PUT /booking/:id': { access: { anyOf: ['booking-edit'] }, params: booking, otherTenant: 422 },
  'PATCH /booking/:id': { access: { anyOf: ['booking-edit'] }, params: booking },
  'DELETE /booking/:id': { access: { anyOf: ['booking-delete'] }, params: booking },
  'GET /booking/:id/changes': { access: { anyOf: ['booking-show'] }, params: booking },
  'GET /booking/:id/transactions': { access: { anyOf: ['booking-show'] }, params: booking },
  'POST /booking/:id/resend': { access: { anyOf: ['booking-edit'] }, params: booking },
  'POST /booking/:id/extend': { access: { anyOf: ['booking-edit'] }, params: booking, body: { days: 5 } },
  'POST /booking/:id/renew': { access: { anyOf: ['booking-edit'] }, params: booking },
  'POST /booking/:id/regenerate-code': { access: { anyOf: ['booking-edit'] }, params: booking },
  'POST /booking/:id/authorize': { access: { anyOf: ['booking-authorize'] }, params: booking },
  // The matrix's booking has no parcel in the locker: 412 past authorisation.
  'POST /booking/:id/force-open': { access: { anyOf: ['booking-authorize'] }, params: booking },
  'GET /booking/:id/comments': { access: { anyOf: ['booking-comments'] }, params: booking },
  'POST /booking/:id/comments': { access: { anyOf: ['booking-comments'] }, params: booking, body: { body: 'Dejado en portería.' } },
  'GET /dashboard': { access: 'backOffice' },
  'GET /dashboard/reports': { access: { anyOf: ['datstudio-show-data'] } },
  'GET /user/billing': { access: { anyOf: ['billing-show'] } },
  'POST /billing/recharge': { access: { anyOf: ['billing-show', 'billing-create'] } },
  'POST /billing/upload-receipt': { access: { anyOf: ['billing-show'] } },
  'GET /billing/receipts': { access: { anyOf: ['billing-create'] } },
  'GET /billing/receipts/:id/file': { access: { anyOf: ['billing-create'] }, params: { id: 'receipt' } },
  // A business never credits itself: tenant users, "*" included, are refused (receipts.test.ts covers the operator).
  'POST /billing/receipts/:id/confirm': { access: 'serviceOperator', params: { id: 'receipt' }, body: { credits: 100 } },
  'GET /tenants': { access: 'serviceOperator' },
  'GET /tenants/:id': { access: 'serviceOperator', params: { id: { value: '1' } } },
  'PUT /tenants/:id/overdue-charges': { access: 'serviceOperator', params: { id: { value: '1' } }, body: { daily_fine_credits: 5, lapse_fee_credits: 5 } },
  'POST /tenants/:id/providers': { access: 'serviceOperator', params: { id: { value: '1' } }, body: { provider_id: 2 } },
  'DELETE /tenants/:id/providers/:providerId': { access: 'serviceOperator', params: { id: { value: '1' }, providerId: { value: '2' } } },
  'GET /payments/sandbox/:reference': { access: { anyOf: ['billing-show', 'billing-create'] }, params: { reference: 'payment' }, ownedByAdmin: true },
  'POST /payments/sandbox/:reference/resolve': {
    access: { anyOf: ['billing-show', 'billing-create'] },
    params: { reference: 'payment' },
    body: { outcome: 'rejected' },
    ownedByAdmin: true,
  },
  'GET /payments/:reference': { access: { anyOf: ['billing-show', 'billing-create'] }, params: { reference: 'payment' }, ownedByAdmin: true },
  'GET /poslink-transaction': { access: { anyOf: ['billing-transaction'] } },
  'POST /locker/:id/toggle-enable': { access: { anyOf: ['location-enable'] }, params: { id: 'location' }, body: { enabled: true } },
  'GET /location/:id/doors': { access: { anyOf: ['location-enable', 'booking-show'] }, params: { id: 'location' } },
  'GET /apartments': { access: { anyOf: ['apartment-show', 'user-show', 'user-edit', 'user-show-ho', 'user-create-ho'] } },
  'POST /apartments': { access: { anyOf: ['apartment-create'] } },
  'PUT /apartments/:id': { access: { anyOf: ['apartment-edit'] }, params: { id: 'apartment' }, body: { name: 'Matriz', block: 'Z', number: '999' } },
  'DELETE /apartments/:id': { access: { anyOf: ['apartment-delete'] }, params: { id: 'apartment' } },
  'GET /articles': { access: { anyOf: ['article-show'] } },
  'GET /articles/:id': { access: { anyOf: ['article-show'] }, params: { id: 'article' } },
  'POST /articles': { access: { anyOf: ['article-create'] } },
  'PUT /articles/:id': { access: { anyOf: ['article-edit'] }, params: { id: 'article' }, body: { nombre: 'Matriz', precio: 10 } },
  'DELETE /articles/:id': { access: { anyOf: ['article-delete'] }, params: { id: 'article' } },
  'GET /clients': { access: { anyOf: ['client-show'] } },
  'GET /clients/:id': { access: { anyOf: ['client-show'] }, params: { id: 'client' } },
  'GET /clients/:id/bookings': { access: { anyOf: ['client-show'] }, params: { id: 'client' } },
  'PUT /clients/:id': { access: { anyOf: ['client-edit'] }, params: { id: 'client' }, body: { name: 'Cliente matriz' } },
  'DELETE /clients/:id': { access: { anyOf: ['client-delete'] }, params: { id: 'client' } },
  'GET /user/team': { access: { anyOf: ['user-show', 'user-show-pn'] } },
  'POST /user/team': { access: { anyOf: ['user-edit', 'user-create-pn'] } },
  'PUT /user/team/:id': { access: { anyOf: ['user-edit', 'user-create-ho'] }, params: { id: 'teamUser' } },
  'DELETE /user/team/:id': { access: { anyOf: ['user-delete'] }, params: { id: 'teamUser' } },
  'POST /user/team/password/reset/:id': { access: { anyOf: ['user-edit'] }, params: { id: 'teamUser' } },
  'POST /user/:id/password_reset': { access: { anyOf: ['user-edit'] }, params: { id: 'teamUser' } },
  'POST /user/:id/code_reset': { access: { anyOf: ['user-edit'] }, params: { id: 'teamUser' } },
  'POST /user/:id/credentials': { access: { anyOf: ['user-edit'] }, params: { id: 'teamUser' } },
  'GET /user/:id/permissions': { access: { anyOf: ['permissions-edit', 'user-show'] }, params: { id: 'teamUser' } },
  'PUT /user/:id/permissions': { access: { anyOf: ['permissions-edit'] }, params: { id: 'teamUser' }, body: { permissions: ['booking-show'] } },
  // Creating a team member chooses their provider.
  'GET /enterprise-providers': { access: { anyOf: ['user-show', 'user-edit', 'user-create-pn'] } },
  'GET /mail/outbox': { access: { anyOf: ['user-edit'] } },
  'POST /locker-device/:locationId/drop-off': { access: { anyOf: ['location-restart'] }, params: { locationId: 'location' } },
  'POST /locker-device/:locationId/pickup': { access: { anyOf: ['location-restart'] }, params: { locationId: 'location' } },
  'POST /locker-device/:locationId/lost-code': { access: { anyOf: ['location-restart'] }, params: { locationId: 'location' } },
  'POST /locker-device/:locationId/lost-code/confirm': { access: { anyOf: ['location-restart'] }, params: { locationId: 'location' } },
  // Pre-bookings: the matrix's booking is not one (412 past authorisation).
  'POST /booking/:id/confirm': { access: { anyOf: ['booking-create'] }, params: booking },
  // Registration and the forgotten-password link (issue 7): public; an empty body is refused by validation, and the
  // forgotten-password calls are rate-limited per client (429).
  'POST /auth/register': { access: 'public' },
  'POST /auth/register/public': { access: 'public' },
  'POST /auth/password/forgot': { access: 'public' },
  'POST /auth/password/forgot/confirm': { access: 'public' },
  // The terms bind the business: only who may sign for it accepts them.
  'POST /auth/accept-terms': { access: { anyOf: ['user-accept-tc'] }, body: { business_name: 'Sonda', confirmation: true } },
  'POST /auth/walkthrough': { access: 'backOffice' },
  // The spec's e-mail and password changes (docs/domain/backend-calls.md): the signed-in user's own.
  'POST /auth/email/reset': { access: 'backOffice' },
  'POST /auth/password/reset': { access: 'backOffice' },
  // Notifications are the caller's own: any id of someone else's is a 404.
  'GET /notifications': { access: 'backOffice' },
  'PUT /notifications/read-all': { access: 'backOffice' },
  'PUT /notifications/:id/read': { access: 'backOffice', params: { id: { value: '999999' } } },
  'GET /push-notification/public-key': { access: 'backOffice' },
  'POST /push-notification': { access: 'backOffice' },
  // Public order lookups (issue 8): anyone; misses are 404 and the rate limit may answer 429.
  'GET /public/boarding-pass': { access: 'public' },
  'GET /public/boarding-pass/': { access: 'public' },
  'GET /public/boarding-pass/:order': { access: 'public', params: { order: { value: 'NOEXISTE1' } } },
  'GET /public/data-request': { access: 'public' },
  'PUT /public/data-request': { access: 'public' },
  'GET /public/data-request/:order': { access: 'public', params: { order: { value: 'NOEXISTE1' } } },
  'PUT /public/data-request/:order': { access: 'public', params: { order: { value: 'NOEXISTE1' } } },
  // Features the demo tenant has off: refused for everyone there (the feature tests cover them switched on).
  'GET /booking/fenicio/:id': { access: { anyOf: ['booking-create-fenicio'] }, params: { id: { value: '10001' } }, featureOff: true },
  'GET /sales/booking': { access: { anyOf: ['booking-show'] }, featureOff: true },
  'GET /stock/booking': { access: { anyOf: ['booking-show'] }, featureOff: true },
  // Vending activity (issue 8), custom deployments only. Loads and container returns are for the delivery roles
  // (4, 5) rather than a permission; those roles and the other tenant's doors are tested in tests/api/vending-activity.test.ts.
  'POST /vending/loads': { access: 'backOffice', featureOff: true },
  'POST /vending/sales': { access: { anyOf: ['booking-create'] }, featureOff: true },
  'POST /vending/returns': { access: 'backOffice', featureOff: true },
  // A booking's public order number (boarding pass, data request): issued once, the same one afterwards.
  'GET /booking/:id/public-order': { access: { anyOf: ['booking-show'] }, params: booking },
  'POST /booking/:id/public-order': { access: { anyOf: ['booking-edit'] }, params: booking },
};
