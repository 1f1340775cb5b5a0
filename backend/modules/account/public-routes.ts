// POST /auth/register, /auth/register/public – a business signs up (tenant + administrator); rate-limited per client
//   address like the forgotten password: each sign-up hashes a password, creates a tenant and sends an e-mail
// Forgotten password (ours: the spec lists no recovery flow; its /auth/email/reset and /auth/password/reset are the
// signed-in user's changes, routes.ts). Both rate-limited per client address, and the request also per e-mail:
// POST /auth/password/forgot {email} – e-mails a single-use link valid 1 hour; the same answer, in the same time,
//   whether the address exists or not (the work happens after the answer; the per-e-mail limit counts unknown
//   addresses alike, so a 429 tells nothing either)
// POST /auth/password/forgot/confirm {token, password, password_confirmation} – sets the password with that link
import { describedBy } from '@/backend/http/api-route';
import { accountApi } from './api';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '@/backend/app';
import { clientAddress } from '@/backend/http/client-address';
import { parseBody } from '@/backend/http/validation';
import { hashToken } from '@/backend/modules/auth/tokens';
import { consumeLookup, type RateLimitSettings } from '@/backend/modules/public-orders/rate-limit';
import { accountMessages } from '@/contract/account';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset';
import { registerBusiness } from './register';

/**
 * Per client address (and a ceiling for all: in process the address is unknown), and per e-mail address (no ceiling).
 * The per-client limits also count sign-ups.
 */
export const forgotPasswordLimits = {
  perClient: { windowSeconds: 600, perClient: 10, global: 500 },
  perEmail: { windowSeconds: 900, perClient: 3 },
} as const satisfies Record<string, RateLimitSettings>;

export function accountPublicRoutes({ db, publicUrl = 'http://localhost:3000', trustedProxyHops = 0 }: AppDeps) {
  const limitClient = (c: Context, scope: string) =>
    consumeLookup(db, { scope, client: clientAddress(c, trustedProxyHops), settings: forgotPasswordLimits.perClient });
  // Bodies are validated before any limit is charged: a malformed request costs nobody an attempt.
  const register = (entry: typeof accountApi.register | typeof accountApi.registerPublic) => async (c: Context) => {
    const body = await parseBody(c, entry);
    await limitClient(c, 'register');
    await registerBusiness(db, body, publicUrl);
    return c.json({ message: accountMessages.registered }, 201);
  };
  return new Hono()
    .post('/register', describedBy(accountApi.register), register(accountApi.register))
    .post('/register/public', describedBy(accountApi.registerPublic), register(accountApi.registerPublic))
    .post('/password/forgot', describedBy(accountApi.forgotPassword), async (c) => {
      const { email } = await parseBody(c, accountApi.forgotPassword);
      await limitClient(c, 'password-forgot');
      // Counted under the address's hash: the limits table keeps no e-mail addresses, known or not.
      await consumeLookup(db, { scope: 'password-forgot-email', client: hashToken(email.toLowerCase()), settings: forgotPasswordLimits.perEmail });
      // Answered before the address is even looked up: a known one (a token and a queued e-mail) and an unknown one
      // (nothing) would otherwise take different times, telling which addresses have accounts.
      void requestPasswordReset(db, { email, publicUrl }).catch((error: unknown) =>
        console.error(JSON.stringify({ level: 'error', job: 'password-reset-request', error: error instanceof Error ? error.message : String(error) })),
      );
      return c.json({ message: accountMessages.resetRequested });
    })
    .post('/password/forgot/confirm', describedBy(accountApi.forgotPasswordConfirm), async (c) => {
      const body = await parseBody(c, accountApi.forgotPasswordConfirm);
      await limitClient(c, 'password-forgot-confirm');
      await resetPasswordWithToken(db, body);
      return c.json({ message: accountMessages.passwordChanged });
    });
}
