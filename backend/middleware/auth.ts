// Authentication and authorisation for the protected part of /api/v2 (mounted in app.ts).
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '@/backend/db/client';
import { AppError, messages } from '@/backend/errors';
import { findSession, type Session } from '@/backend/modules/auth/find-session';
import { assertMaySignIn, channelOf, type SignInChannel } from '@/backend/modules/auth/sign-in-channel';
import { holdsAny } from '@/common/permissions';
import { isServiceOperator, type Permission } from '@/contract/auth';

/** Hono env of every route behind `authenticate`. */
export interface ProtectedEnv {
  Bindings: BackendBindings;
  Variables: { requestId: string; auth: Session };
}

/**
 * What an in-process caller may pass to `app.fetch(request, bindings)`. The BFF renders a page with several
 * calls under one token; `sessionMemo` (one per page render, reads only) lets them resolve it once. A token
 * revoked meanwhile is refused from the caller's next request on. HTTP callers pass nothing.
 */
export interface BackendBindings {
  sessionMemo?: Map<string, Promise<Session | null>>;
  /** The visitor's address as the BFF determined it from its socket (backend/http/client-address.ts). */
  clientAddress?: string | null;
  /** `web`: the call is the back-office's own (the BFF in this process); HTTP callers are `api` (sign-in-channel.ts). */
  channel?: SignInChannel;
}

const bearerPattern = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i;

/** Bearer token → live session (see findSession) on the context, else 401 "Unauthenticated.". */
export function authenticate(db: Database, idleHours: number): MiddlewareHandler<ProtectedEnv> {
  return async (c, next) => {
    const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
    const session = token ? await memoised(c.env?.sessionMemo, token, () => findSession(db, token, idleHours)) : null;
    if (!session) throw new AppError('unauthenticated', messages.unauthenticated);
    c.set('auth', session);
    await next();
  };
}

function memoised(memo: BackendBindings['sessionMemo'], token: string, find: () => Promise<Session | null>) {
  if (!memo) return find();
  let session = memo.get(token);
  if (!session) {
    memo.set(token, (session = find()));
    // A failed lookup (the database briefly away) is not remembered: a retried call looks again.
    session.catch(() => memo.delete(token));
  }
  return session;
}

/** The user still holds the sign-in permission of the channel the request came by: revoking it ends those sessions. */
export function signInChannelAllowed(backofficeKey: string | undefined): MiddlewareHandler<ProtectedEnv> {
  return async (c, next) => {
    assertMaySignIn(c.get('auth').user, channelOf(c, backofficeKey));
    await next();
  };
}

/** Residents use the apps, never the back-office (docs/domain/roles-and-permissions.md: residents never sign in to the back-office). */
export const backOfficeOnly: MiddlewareHandler<ProtectedEnv> = async (c, next) => {
  if (c.get('auth').user.type === 'Residente') throw new AppError('forbidden', messages.residentRefused);
  await next();
};

/** Throws 403 unless the signed-in user holds one of the permissions named. */
export function assertPermission(c: Context<ProtectedEnv>, permission: Permission, ...orAnyOf: Permission[]): void {
  if (!holdsAny(c.get('auth').user.permissions, [permission, ...orAnyOf])) throw new AppError('forbidden', messages.forbidden);
}

/**
 * Only the service operator (contract serviceOperatorScope, never implied by "*") passes; everyone else 403.
 * For acts a tenant must never do for itself, such as crediting its own account from a transfer receipt.
 */
export const requireServiceOperator: MiddlewareHandler<ProtectedEnv> = async (c, next) => {
  if (!isServiceOperator(c.get('auth').user.permissions)) throw new AppError('forbidden', messages.forbidden);
  await next();
};

/** Route guard form of assertPermission. */
export function requirePermission(permission: Permission, ...orAnyOf: Permission[]): MiddlewareHandler<ProtectedEnv> {
  return async (c, next) => {
    assertPermission(c, permission, ...orAnyOf);
    await next();
  };
}
