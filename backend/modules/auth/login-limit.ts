// Login rate limit: at most 30 refused passwords a minute per account and 100 per client address, counted in the
// database so every instance shares them. A window that slides: no permanent lockout, a minute of quiet frees it.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { loginFailures } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';

export const loginLimit = { perAccount: 30, perAddress: 100, windowSeconds: 60 } as const;

export interface LoginAttempt {
  email: string;
  /** backend/http/client-address.ts; null when unknown (in process without a trusted proxy): only the account limit applies. */
  address: string | null;
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
