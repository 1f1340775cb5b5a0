// POST /auth/accept-terms {business_name, confirmation} – stores the terms acceptance on the user (user-accept-tc: the
//   terms bind the business, so only who may sign for it accepts them)
// POST /auth/walkthrough [{type, seen}] – marks walkthroughs as seen (video_cuestionario, menu)
// POST /auth/email/reset {email, password} – docs/domain/backend-calls.md "By area", Session: changes the sign-in e-mail (current password required)
// POST /auth/password/reset {current_password, password, password_confirmation} – docs/domain/backend-calls.md "By area", Session: changes
//   the password; the other sessions end. (A forgotten password is public-routes.ts: POST /auth/password/forgot.)
import { describedBy } from '@/backend/http/api-route';
import { clientAddress } from '@/backend/http/client-address';
import { accountApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { parseBody } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { accountMessages } from '@/contract/account';
import { acceptTerms, changeEmail, changePassword, markWalkthrough } from './own-account';

export function accountRoutes({ db, trustedProxyHops = 0 }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .post('/accept-terms', describedBy(accountApi.acceptTerms), requirePermission('user-accept-tc'), async (c) => {
      const { user, tenant } = c.get('auth');
      await acceptTerms(db, { tenantId: tenant.id, userId: user.id }, await parseBody(c, accountApi.acceptTerms));
      return c.json({ message: accountMessages.termsAccepted });
    })
    .post('/walkthrough', describedBy(accountApi.walkthrough), async (c) => {
      const { user, tenant } = c.get('auth');
      const seen = await markWalkthrough(db, { tenantId: tenant.id, userId: user.id }, await parseBody(c, accountApi.walkthrough));
      return c.json({ data: { seen_walkthrough: seen } });
    })
    .post('/email/reset', describedBy(accountApi.changeEmail), async (c) => {
      const { user, tenant } = c.get('auth');
      const email = await changeEmail(db, { tenantId: tenant.id, userId: user.id, address: clientAddress(c, trustedProxyHops) }, await parseBody(c, accountApi.changeEmail));
      return c.json({ message: accountMessages.emailChanged, data: { email } });
    })
    .post('/password/reset', describedBy(accountApi.changePassword), async (c) => {
      const { user, tenant, tokenId } = c.get('auth');
      await changePassword(db, { tenantId: tenant.id, userId: user.id, tokenId, address: clientAddress(c, trustedProxyHops) }, await parseBody(c, accountApi.changePassword));
      return c.json({ message: accountMessages.passwordChanged });
    });
}
