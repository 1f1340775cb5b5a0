// POST /auth/logout – revokes the token the request came with (any signed-in user, residents included)
import { describedBy } from '@/backend/http/api-route';
import { authApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { logOut } from './log-out';

export function authSessionRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().post('/logout', describedBy(authApi.logout), async (c) => {
    const { user, tokenId } = c.get('auth');
    await logOut(db, { userId: user.id, tokenId });
    return c.json({ message: 'Sesión cerrada.' });
  });
}
