// GET /auth/me – the signed-in back-office user (contract `me`); clients send full=true, the reply is always full
import { describedBy } from '@/backend/http/api-route';
import { authApi } from './api';
import { Hono } from 'hono';
import type { ProtectedEnv } from '@/backend/middleware/auth';

/** The session lookup already read the user and tenant (find-session.ts). */
export function authRoutes() {
  return new Hono<ProtectedEnv>().get('/me', describedBy(authApi.me), (c) => c.json({ data: c.get('auth').me }));
}
