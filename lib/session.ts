// The data-access layer's gate: who is signed in, with which permissions, checked on every request.
// Pages, queries and actions call these even when proxy.ts already redirected (CVE-2025-29927).
import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { isServiceOperator, meReply, type Me } from '@/contract/auth';
import { apiFile, apiRequest, type ApiRequestOptions } from './api-client';
import { ApiError } from './api-errors';
import { safeNextPath } from './auth/safe-next';
import { sealSessionNotice } from './auth/session-notice';
import { canSeeItem, menuItem, type MenuItemId } from './navigation/menu';
import { holdsAny } from '@/common/permissions';
import { openSession, sessionOptions, type SessionData } from './session-config';

export async function getSession() {
  const store = await cookies();
  const options = sessionOptions();
  const session = await getIronSession<SessionData>(store, options);
  // During a secret rotation the cookie may be sealed with the previous secret.
  const sealed = store.get(options.cookieName)?.value;
  if (!session.token && sealed && options.secrets.length > 1) session.token = (await openSession(sealed)).token;
  return session;
}

/** The path being rendered, set by proxy.ts, to come back to after signing in again. */
async function currentPath(): Promise<string> {
  return safeNextPath((await headers()).get('x-pathname'));
}

/** `message`: the API's reason for refusing the session, shown on the sign-in screen (session-notice.ts). */
async function signInAgain(message?: string): Promise<never> {
  const next = encodeURIComponent(await currentPath());
  const notice = await sealSessionNotice(message);
  // Server Components cannot clear cookies: a route handler ends the session, then shows sign-in.
  redirect(`/sesion-expirada?next=${next}${notice ? `&aviso=${encodeURIComponent(notice)}` : ''}`);
}

/** The token of this request's cookie (opened once per request, and kept open a minute: openSession). */
const getToken = cache(async (): Promise<string | null> => {
  const sealed = (await cookies()).get(sessionOptions().cookieName)?.value;
  return sealed ? ((await openSession(sealed)).token ?? null) : null;
});

/** Runs a call with the signed-in user's token; a dead token ends the session. */
async function asUser<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await getToken();
  if (!token) return signInAgain();
  return withToken(token, call);
}

async function withToken<T>(token: string, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof ApiError && error.sessionEnded) return signInAgain(error.messages[0]);
    throw error;
  }
}

/** A call to /api/v2 as the signed-in user. */
export async function authedRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: Omit<ApiRequestOptions<S>, 'token'> = {},
) {
  return asUser((token) => apiRequest<S>(path, { ...options, token }));
}

/**
 * authedRequest with the cookie opened once, for a route handler that makes many calls (an export's pages):
 * React's per-request cache does not reach route handlers, so each authedRequest would unseal the cookie again.
 */
export async function authedRequester() {
  const token = await getToken();
  if (!token) return signInAgain();
  return <S extends z.ZodType | undefined = undefined>(path: string, options: Omit<ApiRequestOptions<S>, 'token'> = {}) =>
    withToken(token, () => apiRequest<S>(path, { ...options, token }));
}

/** A file from /api/v2 as the signed-in user. */
export async function authedFile(path: string) {
  return asUser((token) => apiFile(path, { token }));
}

/** Whether a session cookie holds a token, without loading the user (public pages that adapt to it). */
export async function hasSessionToken(): Promise<boolean> {
  return Boolean(await getToken());
}

/** The signed-in user, loaded once per request; residents and dead tokens go back to sign-in. */
export const getCurrentUser = cache(async (): Promise<Me> => {
  try {
    const reply = await authedRequest('/auth/me', { query: { full: true }, schema: meReply });
    return reply.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return signInAgain();
    throw error;
  }
});

/**
 * The back-office user `token` belongs to, or null when the backend refuses it (401 for a dead token, 403 for a
 * resident's); a backend that does not answer throws, since it confirms nothing either way.
 */
export async function userOfToken(token: string): Promise<Me | null> {
  try {
    return (await apiRequest('/auth/me', { query: { full: true }, token, schema: meReply })).data;
  } catch (error) {
    if (error instanceof ApiError && (error.sessionEnded || error.status === 403)) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null when no back-office session is alive (no cookie, a dead token, a resident), for a
 * page that shows either side (the root 404): unlike getCurrentUser it never sends anyone to sign in.
 */
export const findSignedInUser = cache(async (): Promise<Me | null> => {
  const token = await getToken();
  return token ? userOfToken(token) : null;
});

/** Refuses (403 page) a screen the user's permissions or tenant do not open. */
export async function requireAccess(id: MenuItemId): Promise<Me> {
  const me = await getCurrentUser();
  if (!canSeeItem(menuItem(id), me)) forbidden();
  return me;
}

/** Refuses (403) unless the user is the service operator (contract serviceOperatorScope; "*" is not enough). */
export async function requireServiceOperator(): Promise<Me> {
  const me = await getCurrentUser();
  if (!isServiceOperator(me.permissions)) forbidden();
  return me;
}

/** Refuses (403) unless the user holds "*" or any of `permissions`. */
export async function requirePermission(...permissions: string[]): Promise<Me> {
  const me = await getCurrentUser();
  if (!holdsAny(me.permissions, permissions)) forbidden();
  return me;
}
