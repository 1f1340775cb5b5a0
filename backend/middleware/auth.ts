// Authentication and authorisation for the protected part of /api/v2 (mounted in app.ts).
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '@/backend/db/client';
import { AppError, messages } from '@/backend/errors';
import { findSession, type Session } from '@/backend/modules/auth/find-session';
import type { Permission } from '@/contract/auth';

/** Hono env of every route behind `authenticate`. */
export interface ProtectedEnv {
  Variables: { requestId: string; auth: Session };
}

const bearerPattern = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i;

/** Bearer token → live session (see findSession) on the context, else 401 "Unauthenticated.". */
export function authenticate(db: Database, idleHours: number): MiddlewareHandler<ProtectedEnv> {
  return async (c, next) => {
    const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
    const session = token ? await findSession(db, token, idleHours) : null;
    if (!session) throw new AppError('unauthenticated', messages.unauthenticated);
    c.set('auth', session);
    await next();
  };
}

/** Residents use the apps, never the back-office (spec §6: "cannot be loaded as the logged-in user"). */
export const backOfficeOnly: MiddlewareHandler<ProtectedEnv> = async (c, next) => {
  if (c.get('auth').user.type === 'Residente') throw new AppError('forbidden', messages.residentRefused);
  await next();
};

/** "*" grants everything; otherwise any one of `anyOf`. */
function hasPermission(granted: readonly string[], anyOf: readonly Permission[]): boolean {
  return granted.includes('*') || anyOf.some((permission) => granted.includes(permission));
}

/** Throws 403 unless the signed-in user holds one of `anyOf`. */
export function assertPermission(c: Context<ProtectedEnv>, ...anyOf: Permission[]): void {
  if (!hasPermission(c.get('auth').user.permissions, anyOf)) throw new AppError('forbidden', messages.forbidden);
}

/** Route guard form of assertPermission. */
export function requirePermission(...anyOf: Permission[]): MiddlewareHandler<ProtectedEnv> {
  return async (c, next) => {
    assertPermission(c, ...anyOf);
    await next();
  };
}
