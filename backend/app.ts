// The /api/v2 service: middleware order, then public routes, then everything that needs a bearer token.
// This file is the security boundary: a route is public only if it is mounted above `authenticate`.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { PaymentsConfig } from './config';
import type { TransferAccount } from '@/contract/prices';
import type { Database } from './db/client';
import { AppError, messages } from './errors';
import { handleError, handleNotFound } from './http/error-handler';
import { authenticate, backOfficeOnly, signInChannelAllowed } from './middleware/auth';
import { drainBody } from './middleware/drain-body';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { apartmentRoutes } from './modules/apartments/routes';
import { articleRoutes } from './modules/articles/routes';
import { authPublicRoutes } from './modules/auth/public-routes';
import { authRoutes } from './modules/auth/routes';
import { authSessionRoutes } from './modules/auth/session-routes';
import { billingStatementRoutes, poslinkRoutes } from './modules/billing/routes';
import { bookingActionRoutes } from './modules/bookings/action-routes';
import { bookingRoutes } from './modules/bookings/routes';
import { bookingCommentRoutes } from './modules/booking-comments/routes';
import { clientRoutes } from './modules/clients/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { lockerDeviceRoutes } from './modules/locker-device/routes';
import { lockerRoutes } from './modules/lockers/routes';
import { accountPublicRoutes } from './modules/account/public-routes';
import { accountRoutes } from './modules/account/routes';
import { mailRoutes } from './modules/mail/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { pushRoutes } from './modules/push/routes';
import { paymentRoutes, rechargeRoutes } from './modules/payments/routes';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes';
import { priceRoutes } from './modules/prices/routes';
import { receiptBodyLimit, receiptRoutes, receiptUploadPath } from './modules/receipts/routes';
import { referenceRoutes } from './modules/reference/routes';
import { userLocaleRoutes } from './modules/user-locale/routes';
import { enterpriseProviderRoutes } from './modules/users/enterprise-provider-routes';
import { tenantRoutes } from './modules/tenants/routes';
import type { FenicioOrderSource } from './modules/fenicio/order-source';
import { fenicioRoutes } from './modules/fenicio/routes';
import { publicOrderIssueRoutes } from './modules/public-orders/issue-routes';
import { publicOrderRoutes, type PublicLookupSettings } from './modules/public-orders/routes';
import { salesRoutes, stockRoutes } from './modules/vending/routes';
import { vendingActivityRoutes } from './modules/vending/activity-routes';
import { userRoutes } from './modules/users/routes';
import { openApiRoutes } from './openapi/routes';
import type { OutboxChannels } from './modules/mail/find-outbox';
import { districadRoutes } from './modules/districad/routes';

/** What route factories receive. */
export interface AppDeps {
  db: Database;
  /** Lifetime of tokens issued at login. */
  tokenTtlHours: number;
  /** Card-payment provider for recharges; the built-in sandbox when absent. */
  payments?: PaymentsConfig;
  /** Where tenants send bank transfers (GET /prices); not mentioned when absent. */
  transferAccount?: TransferAccount;
  /** Idle timeout: a token unused for this long stops working (default 12 h). */
  sessionIdleHours?: number;
  /** Proxies in front of the backend whose X-Forwarded-For entry is believed (sign-in limit; backend/http/client-address.ts); default 0. */
  trustedProxyHops?: number;
  /** Source of fenicio orders; the sandbox when absent. */
  fenicio?: FenicioOrderSource;
  /** Public order lookups: which proxies to believe for the client address, and the rate limits. */
  publicLookups?: PublicLookupSettings;
  /** VAPID public key for browsers' push subscriptions; push is off without it. */
  vapidPublicKey?: string;
  /** Push endpoints the server may post to; default the browsers' push services over https (modules/push/push-endpoint.ts). */
  pushEndpointAllowed?: (endpoint: URL) => boolean;
  /** Origin of links sent by e-mail (password reset). */
  publicUrl?: string;
  /** Channels with a configured provider (SMTP, WhatsApp); the outbox shows the others' messages as not configured. */
  outboxChannels?: OutboxChannels;
  /** Bearer secret of the Districad tracking side (POST /districad/status); unset: that endpoint refuses every call. */
  districadSecret?: string;
  /** Shared secret the BFF sends when it reaches this backend over HTTP: its sign-ins are the back-office's (modules/auth/sign-in-channel.ts). */
  backofficeKey?: string;
}

export const defaultSessionIdleHours = 12;

export const basePath = '/api/v2';

/** JSON bodies are small; the limit keeps one request from holding a lot of memory. */
const maxBodyBytes = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const api = new Hono().basePath(basePath);
  api.onError(handleError);
  api.notFound(handleNotFound);
  api.use(requestLog);
  api.use(securityHeaders);
  const jsonBodyLimit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new AppError('payload_too_large', messages.payloadTooLarge);
    },
  });
  // Before anything reads the body or decides to refuse it: a refused request's body is drained (drain-body.ts), and
  // only a limit stops a client, signed in or not, from streaming gigabytes at it. The receipt upload carries a file.
  api.use((c, next) => (c.req.path === `${basePath}${receiptUploadPath}` ? receiptBodyLimit(c, next) : jsonBodyLimit(c, next)));
  api.use(drainBody);

  const signedIn = authenticate(deps.db, deps.sessionIdleHours ?? defaultSessionIdleHours);

  // ── Public ───────────────────────────────────────────────────────────────────────────────────────────
  api.route('/', openApiRoutes(() => ({ routes: api.routes, basePath, authenticate: signedIn })));
  api.route('/auth', authPublicRoutes(deps));
  // Registration and the forgotten-password link (POST /auth/password/forgot…): same answer whether an address exists or not.
  api.route('/auth', accountPublicRoutes(deps));
  // Payment provider notifications: no bearer token; trust comes from the provider's signature.
  api.route('/payments', paymentWebhookRoutes(deps));
  // Distribution tracking reports: no user token; the deployment's Districad secret as bearer.
  api.route('/districad', districadRoutes(deps));
  // Boarding pass and data request by order number: signed out, rate-limited per client.
  api.route('/public', publicOrderRoutes(deps));
  // The tariff: the sign-up's terms quote it before anyone has an account.
  api.route('/prices', priceRoutes(deps.transferAccount));

  // ── Signed in: a live bearer token from here on (unknown paths too: 401 before 404) ─────────────────
  api.use(signedIn);
  api.route('/auth', authSessionRoutes(deps));

  // ── Signed in on a channel the user may use (sign-in-channel.ts); logging out above works whatever they hold ──
  api.use(signInChannelAllowed(deps.backofficeKey));

  // ── Back-office: signed in and not a resident ───────────────────────────────────────────────────────
  api.use(backOfficeOnly);
  api.route('/auth', authRoutes());
  api.route('/auth', accountRoutes(deps));
  api.route('/notifications', notificationRoutes(deps));
  api.route('/push-notification', pushRoutes(deps));
  api.route('/userlocale', userLocaleRoutes(deps));
  api.route('/', referenceRoutes(deps));
  api.route('/booking/fenicio', fenicioRoutes(deps));
  api.route('/booking', bookingRoutes(deps));
  api.route('/booking', bookingActionRoutes(deps));
  api.route('/booking', bookingCommentRoutes(deps));
  api.route('/booking', publicOrderIssueRoutes(deps));
  api.route('/dashboard', dashboardRoutes(deps));
  api.route('/sales', salesRoutes(deps));
  api.route('/stock', stockRoutes(deps));
  api.route('/vending', vendingActivityRoutes(deps));
  api.route('/user/billing', billingStatementRoutes(deps));
  api.route('/billing', rechargeRoutes(deps));
  api.route('/billing', receiptRoutes(deps));
  api.route('/payments', paymentRoutes(deps));
  api.route('/poslink-transaction', poslinkRoutes(deps));
  api.route('/', lockerRoutes(deps));
  api.route('/apartments', apartmentRoutes(deps));
  api.route('/articles', articleRoutes(deps));
  api.route('/clients', clientRoutes(deps));
  api.route('/user', userRoutes(deps));
  api.route('/enterprise-providers', enterpriseProviderRoutes(deps));
  api.route('/tenants', tenantRoutes(deps));
  api.route('/mail', mailRoutes(deps));
  // Lockers sign in as their tenant's device account (location-restart); the code typed at the door is the secret.
  api.route('/locker-device', lockerDeviceRoutes(deps));

  return api;
}

export type BackendApp = ReturnType<typeof createApp>;
