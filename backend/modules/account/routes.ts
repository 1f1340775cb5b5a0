// POST /auth/accept-terms {business_name, confirmation} – stores the terms acceptance on the user
// POST /auth/walkthrough [{type, seen}] – marks walkthroughs as seen (video_cuestionario, menu)
// PUT /auth/email {email, password} – changes the sign-in e-mail (current password required)
// PUT /auth/password {current_password, password, password_confirmation} – changes the password
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
    .put('/email', async (c) => {
      const { user, tenant } = c.get('auth');
      const email = await changeEmail(db, { tenantId: tenant.id, userId: user.id }, await parseBody(c, changeEmailRequest));
      return c.json({ message: accountMessages.emailChanged, data: { email } });
    })
    .put('/password', async (c) => {
      const { user, tenant, tokenId } = c.get('auth');
      await changePassword(db, { tenantId: tenant.id, userId: user.id, tokenId }, await parseBody(c, changePasswordRequest));
      return c.json({ message: accountMessages.passwordChanged });
    });
}
