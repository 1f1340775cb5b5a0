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
import type { Executor } from '@/backend/modules/bookings/transaction';
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

async function failuresWhere(db: Executor, condition: SQL | undefined): Promise<number> {
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
  const sameClient = attempt.address === null ? isNull(loginFailures.address) : eq(loginFailures.address, attempt.address);
  const counted = await db.transaction(async (tx) => {
    // One attempt on an account at a time, each seeing every earlier one: a burst of concurrent guesses is counted
    // exactly (counting alone, each saw too few or too many of the others, and a burst slipped past or erased itself).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${attempt.email}`}))`);
    const [row] = await tx.insert(loginFailures).values(attempt).returning({ id: loginFailures.id });
    const onAccount = await failuresWhere(tx, eq(loginFailures.email, attempt.email));
    const fromClientOnAccount = await failuresWhere(tx, and(eq(loginFailures.email, attempt.email), sameClient));
    const fromClient = attempt.address === null ? 0 : await failuresWhere(tx, sameClient);
    if (fromClientOnAccount > loginLimit.perAccountAndAddress || fromClient > loginLimit.perAddress) {
      // A refused attempt is not kept: a minute after the last counted failure, sign-in works again.
      await tx.delete(loginFailures).where(eq(loginFailures.id, row!.id));
      return null;
    }
    return { id: row!.id, onAccount };
  });
  if (!counted) throw new AppError('too_many_requests', messages.tooManyLogins);
  // The attempt itself is counted in onAccount: the owner's first try after a stranger's guesses waits too.
  const wait = slowDownMs(counted.onAccount - 1);
  if (wait > 0) await sleep(wait);
  return async () => {
    await db.delete(loginFailures).where(eq(loginFailures.id, counted.id));
  };
}

/** Deletes failures older than the window, whoever made them (an address never seen again included): the timed
 * jobs call it, so the table holds about one window of failures. Returns how many rows went. */
export async function pruneLoginFailures(db: Database): Promise<number> {
  const gone = await db.delete(loginFailures).where(lte(loginFailures.createdAt, windowStart)).returning({ id: loginFailures.id });
  return gone.length;
}
