// Raises a data version (backend/db/data-versions.ts) after every write that succeeded, whichever route made it:
// the caller's tenant for a tenant's own user, the shared scope for everyone else (public calls, lockers' devices,
// payment notifications, the service operator and enterprise tenants, whose writes reach other tenants).
import type { MiddlewareHandler } from 'hono';
import type { Database } from '@/backend/db/client';
import { raiseDataVersion, sharedScope } from '@/backend/db/data-versions';
import { isServiceOperator } from '@/contract/auth';
import type { Session } from '@/backend/modules/auth/find-session';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing in and out change no data a page shows (a page kept for a session checks its token on every use). */
const sessionOnly = new Set(['/auth/login', '/auth/logout']);

export function raiseVersionAfterWrites(db: Database, basePath: string): MiddlewareHandler<{ Variables: { auth?: Session } }> {
  return async (c, next) => {
    await next();
    if (reads.has(c.req.method) || c.res.status >= 400 || sessionOnly.has(c.req.path.slice(basePath.length))) return;
    await raiseDataVersion(db, writerScope(c.get('auth')));
  };
}

function writerScope(auth: Session | undefined): number {
  if (!auth || auth.tenant.enterprise || isServiceOperator(auth.user.permissions)) return sharedScope;
  return auth.tenant.id;
}
