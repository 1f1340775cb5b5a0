// POST /auth/login – email and password (or a ready token) → bearer token; bad credentials → 401; a user without the
//   sign-in permission of the channel (sign-in-channel.ts) → 403
// GET /auth/sanctum/csrf-token – a random csrf_token, for clients written against the Laravel API
import { describedBy } from '@/backend/http/api-route';
import { authApi } from './api';
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { z } from 'zod';
import { defaultSessionIdleHours, type AppDeps } from '@/backend/app';
import { parseInput, readJson } from '@/backend/http/validation';
import { credentialsLogin, tokenLogin, type loginReply } from '@/contract/auth';
import { checkToken, logIn } from './log-in';
import { clientAddress } from '@/backend/http/client-address';
import { channelOf } from './sign-in-channel';
import type { IssuedToken } from './tokens';

/** A body naming `token` (and no email) asks to check a ready token. */
function isTokenLogin(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'token' in body && !('email' in body);
}

function loginReplyOf(issued: IssuedToken): z.infer<typeof loginReply> {
  return { token: issued.token, token_type: 'Bearer', expires_at: issued.expiresAt.toISOString() };
}

export function authPublicRoutes({ db, tokenTtlHours, sessionIdleHours = defaultSessionIdleHours, trustedProxyHops = 0, backofficeKey }: AppDeps) {
  return new Hono()
    .post('/login', describedBy(authApi.login), async (c) => {
      const body = await readJson(c);
      const channel = channelOf(c, backofficeKey);
      const issued = isTokenLogin(body)
        ? await checkToken(db, { ...parseInput(tokenLogin, body), idleHours: sessionIdleHours, channel })
        : await logIn(db, { ...parseInput(credentialsLogin, body), ttlHours: tokenTtlHours, address: clientAddress(c, trustedProxyHops), channel });
      return c.json(loginReplyOf(issued));
    })
    .get('/sanctum/csrf-token', describedBy(authApi.csrfToken), (c) =>
      // The API authenticates with bearer tokens only, never cookies, so there is nothing to forge and the
      // token checks nothing; it exists because existing clients fetch it before signing in.
      c.json({ csrf_token: randomBytes(32).toString('base64url') }),
    );
}
