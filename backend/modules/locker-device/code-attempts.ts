// Wrong codes typed at a locker. A 6-digit code can be found by trying, so each locker's keypad takes a few wrong
// codes (drop-off and pickup counted apart) and each booking a few wrong CI digits, then answers 429 for a while,
// to right codes too. Counted in the database (the fixed-window counters of public_rate_limits, shared by every
// instance) before the code is checked, so that concurrent guesses cannot slip past the count; an attempt that
// was not a wrong guess (right code, expired pickup, digits still missing) is forgotten again.
// A limit looks at the current and the previous window together: at most `max` wrong codes in any one window,
// whatever the clock, and a locked keypad opens again within two windows.
import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { publicRateLimits } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { deviceMessages } from './device-result';

type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;

export interface AttemptLimit {
  max: number;
  windowSeconds: number;
}

export const codeAttemptLimits = {
  /** Wrong drop-off codes, or wrong pickup codes and CI digits, per locker. */
  perLocker: { max: 10, windowSeconds: 300 },
  /** Wrong CI digits per booking, once its pickup code was right. */
  perBooking: { max: 5, windowSeconds: 1800 },
} as const satisfies Record<string, AttemptLimit>;

const bucketPrefix = 'locker-device:';

function windows(limit: AttemptLimit, now: Date) {
  const ms = limit.windowSeconds * 1000;
  const current = new Date(Math.floor(now.getTime() / ms) * ms);
  return { current, previous: new Date(current.getTime() - ms) };
}

const tooMany = () => new AppError('too_many_requests', deviceMessages.tooManyAttempts);

async function count(db: Executor, bucket: string, window: Date, by: 1 | -1): Promise<void> {
  if (by === 1) {
    await db
      .insert(publicRateLimits)
      .values({ bucket, windowStart: window, hits: 1 })
      .onConflictDoUpdate({ target: [publicRateLimits.bucket, publicRateLimits.windowStart], set: { hits: sql`${publicRateLimits.hits} + 1` } });
  } else {
    await db
      .update(publicRateLimits)
      .set({ hits: sql`greatest(${publicRateLimits.hits} - 1, 0)` })
      .where(and(eq(publicRateLimits.bucket, bucket), eq(publicRateLimits.windowStart, window)));
  }
}

async function hitsOf(db: Executor, bucket: string, limit: AttemptLimit, now: Date): Promise<number> {
  const { current, previous } = windows(limit, now);
  const [row] = await db
    .select({ hits: sql<number>`coalesce(sum(${publicRateLimits.hits}), 0)::int` })
    .from(publicRateLimits)
    .where(and(eq(publicRateLimits.bucket, bucket), inArray(publicRateLimits.windowStart, [current, previous])));
  return row?.hits ?? 0;
}

/** Whether a device call failed because the code (or the CI digits) typed was wrong: a guess that counts. */
export function isWrongCode(error: unknown): boolean {
  if (!(error instanceof AppError) || error.code !== 'precondition_failed') return false;
  const [field, [message] = []] = Object.entries(error.details ?? {})[0] ?? [];
  return (
    (field === 'insert_code' && message === deviceMessages.wrongInsertCode) ||
    (field === 'pickup_code' && message === deviceMessages.wrongPickupCode) ||
    (field === 'document_digits' && message === deviceMessages.documentMismatch)
  );
}

/**
 * Runs one keypad attempt at a locker under its limit: 429 while the locker's keypad has had too many wrong codes
 * for `action`, else the attempt is counted, and forgotten unless it fails with a wrong code.
 */
export async function withCodeAttempt<T>(
  db: Database,
  input: { action: 'drop-off' | 'pickup'; locationId: number; now?: Date },
  attempt: () => Promise<T>,
): Promise<T> {
  const now = input.now ?? new Date();
  const limit = codeAttemptLimits.perLocker;
  const bucket = `${bucketPrefix}${input.action}:location:${input.locationId}`;
  const { current } = windows(limit, now);
  await count(db, bucket, current, 1);
  const forget = () => count(db, bucket, current, -1);
  if ((await hitsOf(db, bucket, limit, now)) > limit.max) {
    await forget();
    throw tooMany();
  }
  // Now and then, whichever attempt draws it sweeps old counters; a missed sweep only leaves rows behind.
  if (Math.random() < 0.01) {
    await db.delete(publicRateLimits).where(and(like(publicRateLimits.bucket, `${bucketPrefix}%`), lt(publicRateLimits.windowStart, new Date(now.getTime() - 2 * 3600_000))));
  }
  try {
    const result = await attempt();
    await forget();
    return result;
  } catch (error) {
    if (!isWrongCode(error)) await forget();
    throw error;
  }
}

const bookingBucket = (bookingId: number) => `${bucketPrefix}document:booking:${bookingId}`;

/** Inside the transaction that holds the booking's row lock: 429 once its CI digits were wrong too often. */
export async function assertDocumentAttemptsLeft(tx: Executor, bookingId: number, now: Date): Promise<void> {
  if ((await hitsOf(tx, bookingBucket(bookingId), codeAttemptLimits.perBooking, now)) >= codeAttemptLimits.perBooking.max) throw tooMany();
}

/** Counts wrong CI digits for the booking (to be committed, though the pickup itself is refused). */
export async function countDocumentMismatch(tx: Executor, bookingId: number, now: Date): Promise<void> {
  await count(tx, bookingBucket(bookingId), windows(codeAttemptLimits.perBooking, now).current, 1);
}
