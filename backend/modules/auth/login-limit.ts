// Login throttling (OWASP's guidance for authentication): hard limits only on what the guesser controls, a slow-down
// on the account, never a lock that a stranger can keep shut.
// - Per client address: 100 refused passwords a minute, on any accounts, then 429.
// - Per account and client address: 30 a minute, then 429 for that client on that account only (unknown clients,
//   null, count as one client).
// - Per account, from anyone: past 10 refused passwords in the minute every attempt waits before its password is
//   checked, 200 ms more for each failure past 10, at most 3 s. The owner, from another address, still signs in.
// Counted in the database (login_failures) so every instance shares them; the window slides, so a quiet minute
// frees every limit. Rows older than the window are pruned by the timed jobs.
import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@/backend/db/client';
import { loginFailures } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';

export const loginLimit = {
  perAddress: 100,
  perAccountAndAddress: 30,
  windowSeconds: 60,
  /** Failures on an account before its attempts are slowed down, the added wait per further failure, its ceiling. */
  slowDownAfter: 10,
  slowDownStepMs: 200,
  slowDownMaxMs: 3_000,
} as const;

export interface LoginAttempt {
  email: string;
  /** backend/http/client-address.ts; null when unknown. */
  address: string | null;
}

const windowStart = sql`now() - make_interval(secs => ${loginLimit.windowSeconds})`;

async function failuresWhere(db: Database, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(condition, gt(loginFailures.createdAt, windowStart)));
  return row?.count ?? 0;
}

/** The wait before an account's password is checked, given its refused passwords in the window. */
export function slowDownMs(accountFailures: number): number {
  const over = accountFailures - loginLimit.slowDownAfter;
  return over > 0 ? Math.min(over * loginLimit.slowDownStepMs, loginLimit.slowDownMaxMs) : 0;
}

/**
 * Counts this attempt as a failure before the password is checked (so concurrent guesses cannot slip past the
 * count), refuses with 429 when this client is over a limit, and waits as the account's slow-down says. Returns a
 * function that forgets the attempt once it succeeds.
 */
export async function beginLoginAttempt(db: Database, attempt: LoginAttempt): Promise<() => Promise<void>> {
  const [row] = await db.insert(loginFailures).values(attempt).returning({ id: loginFailures.id });
  const forget = async () => {
    await db.delete(loginFailures).where(eq(loginFailures.id, row!.id));
  };
  const sameClient = attempt.address === null ? isNull(loginFailures.address) : eq(loginFailures.address, attempt.address);
  // Only the attempts counted before this one (and itself): a burst of concurrent attempts then refuses the ones past
  // the limit and keeps the first ones counted, instead of every one seeing the whole burst, refusing itself and
  // forgetting its row, which left nothing counted.
  const upToThis = lte(loginFailures.id, row!.id);
  const [onAccount, fromClientOnAccount, fromClient] = await Promise.all([
    failuresWhere(db, and(upToThis, eq(loginFailures.email, attempt.email))),
    failuresWhere(db, and(upToThis, eq(loginFailures.email, attempt.email), sameClient)),
    attempt.address === null ? 0 : failuresWhere(db, and(upToThis, sameClient)),
  ]);
  if (fromClientOnAccount > loginLimit.perAccountAndAddress || fromClient > loginLimit.perAddress) {
    // A refused attempt does not extend the window: a minute after the last counted failure, sign-in works again.
    await forget();
    throw new AppError('too_many_requests', messages.tooManyLogins);
  }
  // The attempt itself is counted in onAccount: the owner's first try after a stranger's guesses waits too.
  const wait = slowDownMs(onAccount - 1);
  if (wait > 0) await sleep(wait);
  return forget;
}

/** Deletes failures older than the window, whoever made them (an address never seen again included): the timed
 * jobs call it, so the table holds about one window of failures. Returns how many rows went. */
export async function pruneLoginFailures(db: Database): Promise<number> {
  const gone = await db.delete(loginFailures).where(lte(loginFailures.createdAt, windowStart)).returning({ id: loginFailures.id });
  return gone.length;
}
