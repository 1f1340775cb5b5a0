// POST /auth/accept-terms {business_name, confirmation} – stores the terms acceptance on the user
// POST /auth/walkthrough [{type, seen}] – marks walkthroughs as seen (video_cuestionario, menu)
// POST /auth/email/reset {email, password} – docs/domain/backend-calls.md "email data": changes the sign-in e-mail (current password required)
// POST /auth/password/reset {current_password, password, password_confirmation} – docs/domain/backend-calls.md "password data": changes
//   the password; the other sessions end. (A forgotten password is public-routes.ts: POST /auth/password/forgot.)
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { parseBody } from '@/backend/http/validation';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { acceptTermsRequest, accountMessages, changeEmailRequest, changePasswordRequest, walkthroughRequest } from '@/contract/account';
import { acceptTerms, changeEmail, changePassword, markWalkthrough } from './own-account';

export function accountRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .post('/accept-terms', async (c) => {
      const { user, tenant } = c.get('auth');
      await acceptTerms(db, { tenantId: tenant.id, userId: user.id }, await parseBody(c, acceptTermsRequest));
      return c.json({ message: accountMessages.termsAccepted });
    })
    .post('/walkthrough', async (c) => {
      const { user, tenant } = c.get('auth');
      const seen = await markWalkthrough(db, { tenantId: tenant.id, userId: user.id }, await parseBody(c, walkthroughRequest));
      return c.json({ data: { seen_walkthrough: seen } });
    })
    .post('/email/reset', async (c) => {
      const { user, tenant } = c.get('auth');
      const email = await changeEmail(db, { tenantId: tenant.id, userId: user.id }, await parseBody(c, changeEmailRequest));
      return c.json({ message: accountMessages.emailChanged, data: { email } });
    })
    .post('/password/reset', async (c) => {
      const { user, tenant, tokenId } = c.get('auth');
      await changePassword(db, { tenantId: tenant.id, userId: user.id, tokenId }, await parseBody(c, changePasswordRequest));
      return c.json({ message: accountMessages.passwordChanged });
    });
}
