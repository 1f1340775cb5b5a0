// Wrong codes typed at a locker. A 6-digit code can be found by trying, so each locker's keypad takes a few wrong
// codes (drop-off and pickup counted apart) and each booking a few wrong CI digits, then answers 429 for a while,
// to right codes too. Counted in the database (backend/db/window-counters.ts, shared by every instance) before the
// code is checked, so that concurrent guesses cannot slip past the count; an attempt that was not a wrong guess
// (right code, expired pickup, digits still missing) is forgotten again.
// A limit looks at the current and the previous window together: at most `max` wrong codes in any one window,
// whatever the clock, and a locked keypad opens again within two windows.
import type { Database } from '@/backend/db/client';
import { addHit, type CounterExecutor, removeHit, sumHits, sweepOldWindowsSometimes, windowsAt } from '@/backend/db/window-counters';
import { AppError } from '@/backend/errors';
import { deviceMessages, WrongCodeError } from './device-result';

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

const tooMany = () => new AppError('too_many_requests', deviceMessages.tooManyAttempts);

async function hitsOf(db: CounterExecutor, bucket: string, limit: AttemptLimit, now: Date): Promise<number> {
  const { current, previous } = windowsAt(limit.windowSeconds, now);
  return sumHits(db, bucket, [current, previous]);
}

/** Whether a device call failed because the code (or the CI digits) typed was wrong: a guess that counts. */
export function isWrongCode(error: unknown): boolean {
  return error instanceof WrongCodeError;
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
  const { current } = windowsAt(limit.windowSeconds, now);
  await addHit(db, bucket, current);
  const forget = () => removeHit(db, bucket, current);
  if ((await hitsOf(db, bucket, limit, now)) > limit.max) {
    await forget();
    throw tooMany();
  }
  await sweepOldWindowsSometimes(db, now);
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
export async function assertDocumentAttemptsLeft(tx: CounterExecutor, bookingId: number, now: Date): Promise<void> {
  if ((await hitsOf(tx, bookingBucket(bookingId), codeAttemptLimits.perBooking, now)) >= codeAttemptLimits.perBooking.max) throw tooMany();
}

/** Counts wrong CI digits for the booking (to be committed, though the pickup itself is refused). */
export async function countDocumentMismatch(tx: CounterExecutor, bookingId: number, now: Date): Promise<void> {
  await addHit(tx, bookingBucket(bookingId), windowsAt(codeAttemptLimits.perBooking.windowSeconds, now).current);
}
