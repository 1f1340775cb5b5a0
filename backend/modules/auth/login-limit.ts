// Login rate limit: at most 30 refused passwords a minute per account and 100 per client address, counted in the
// database so every instance shares them. A window that slides: no permanent lockout, a minute of quiet frees it.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Database } from '@/backend/db/client';
import { loginFailures } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';

export const loginLimit = { perAccount: 30, perAddress: 100, windowSeconds: 60 } as const;

export interface LoginAttempt {
  email: string;
  address: string | null;
}

/**
 * The client's address: with TRUSTED_PROXY_HOPS = n > 0, the n-th X-Forwarded-For entry from the right (the one
 * our own nearest trusted proxy appended); otherwise the socket's. A client-written X-Forwarded-For is never
 * believed beyond that, so rotating it changes nothing. Null in process (no socket).
 */
export function clientAddress(c: Context, trustedProxyHops: number): string | null {
  if (trustedProxyHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    if (hops.length > 0) return hops[Math.max(0, hops.length - trustedProxyHops)]!.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

const windowStart = sql`now() - make_interval(secs => ${loginLimit.windowSeconds})`;

async function failuresSince(db: Database, column: typeof loginFailures.email | typeof loginFailures.address, value: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, windowStart)));
  return row?.count ?? 0;
}

/**
 * Counts this attempt as a failure before the password is checked (so concurrent guesses cannot slip past the
 * count), then refuses with 429 when over a limit. Returns a function that forgets the attempt once it succeeds.
 */
export async function beginLoginAttempt(db: Database, attempt: LoginAttempt): Promise<() => Promise<void>> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, attempt.email), lt(loginFailures.createdAt, windowStart)));
  const [row] = await db.insert(loginFailures).values(attempt).returning({ id: loginFailures.id });
  const forget = async () => {
    await db.delete(loginFailures).where(eq(loginFailures.id, row!.id));
  };
  const overAccount = (await failuresSince(db, loginFailures.email, attempt.email)) > loginLimit.perAccount;
  const overAddress = attempt.address !== null && (await failuresSince(db, loginFailures.address, attempt.address)) > loginLimit.perAddress;
  if (overAccount || overAddress) {
    // A refused attempt does not extend the window: a minute after the last counted failure, sign-in works again.
    await forget();
    throw new AppError('too_many_requests', messages.tooManyLogins);
  }
  return forget;
}
