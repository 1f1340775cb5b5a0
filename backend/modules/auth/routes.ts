// GET /auth/me – the signed-in back-office user (contract `me`); clients send full=true, the reply is always full
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { getMe } from './get-me';

export function authRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/me', async (c) => {
    const { user, tenant } = c.get('auth');
    return c.json({ data: await getMe(db, { tenantId: tenant.id, userId: user.id }) });
  });
}
