// The /api/v2 service: middleware order, then public routes, then everything that needs a bearer token.
// This file is the security boundary: a route is public only if it is mounted above `authenticate`.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Database } from './db/client';
import { AppError, messages } from './errors';
import { handleError, handleNotFound } from './http/error-handler';
import { authenticate, backOfficeOnly } from './middleware/auth';
import { authPublicRoutes } from './modules/auth/public-routes';
import { authRoutes } from './modules/auth/routes';
import { authSessionRoutes } from './modules/auth/session-routes';
import { bookingActionRoutes } from './modules/bookings/action-routes';
import { bookingRoutes } from './modules/bookings/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { lockerDeviceRoutes } from './modules/locker-device/routes';
import { referenceRoutes } from './modules/reference/routes';
import { userLocaleRoutes } from './modules/user-locale/routes';

/** What route factories receive. */
export interface AppDeps {
  db: Database;
  /** Lifetime of tokens issued at login. */
  tokenTtlHours: number;
}

export const basePath = '/api/v2';

/** JSON bodies are small; the limit keeps one request from holding a lot of memory. */
const maxBodyBytes = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const api = new Hono().basePath(basePath);
  api.onError(handleError);
  api.notFound(handleNotFound);
  api.use(requestId());
  api.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new AppError('payload_too_large', messages.payloadTooLarge);
      },
    }),
  );

  // ── Public ───────────────────────────────────────────────────────────────────────────────────────────
  api.route('/auth', authPublicRoutes(deps));

  // ── Signed in: a live bearer token from here on (unknown paths too: 401 before 404) ─────────────────
  api.use(authenticate(deps.db));
  api.route('/auth', authSessionRoutes(deps));

  // ── Back-office: signed in and not a resident ───────────────────────────────────────────────────────
  api.use(backOfficeOnly);
  api.route('/auth', authRoutes(deps));
  api.route('/userlocale', userLocaleRoutes(deps));
  api.route('/', referenceRoutes(deps));
  api.route('/booking', bookingRoutes(deps));
  api.route('/booking', bookingActionRoutes(deps));
  api.route('/dashboard', dashboardRoutes(deps));
  // Lockers sign in as a back-office user of their tenant; the code typed at the door is the secret.
  api.route('/locker-device', lockerDeviceRoutes(deps));

  return api;
}

export type BackendApp = ReturnType<typeof createApp>;
