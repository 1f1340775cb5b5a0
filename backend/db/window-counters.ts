// Hit counters per fixed window kept in PostgreSQL (table public_rate_limits, one row per bucket and window), so that
// every app instance sharing the database shares the counts. The public lookups, the password-recovery limits and
// the locker keypad's wrong-code limits all count here.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { publicRateLimits } from '@/backend/db/schema';

/** A database or a transaction: the keypad counts inside the transaction that holds a booking's row lock. */
export type CounterExecutor = Pick<Database, 'insert' | 'select' | 'update' | 'delete'>;

/** The start of the window holding `now`, and of the one before it. */
export function windowsAt(windowSeconds: number, now: Date): { current: Date; previous: Date } {
  const ms = windowSeconds * 1000;
  const current = new Date(Math.floor(now.getTime() / ms) * ms);
  return { current, previous: new Date(current.getTime() - ms) };
}

/** Counts one hit in the bucket's window; returns the window's count with it. */
export async function addHit(db: CounterExecutor, bucket: string, window: Date): Promise<number> {
  const [row] = await db
    .insert(publicRateLimits)
    .values({ bucket, windowStart: window, hits: 1 })
    .onConflictDoUpdate({ target: [publicRateLimits.bucket, publicRateLimits.windowStart], set: { hits: sql`${publicRateLimits.hits} + 1` } })
    .returning({ hits: publicRateLimits.hits });
  return row?.hits ?? 1;
}

/** Takes back one hit counted in the bucket's window (never below zero). */
export async function removeHit(db: CounterExecutor, bucket: string, window: Date): Promise<void> {
  await db
    .update(publicRateLimits)
    .set({ hits: sql`greatest(${publicRateLimits.hits} - 1, 0)` })
    .where(and(eq(publicRateLimits.bucket, bucket), eq(publicRateLimits.windowStart, window)));
}

/** The bucket's hits over the given windows together. */
export async function sumHits(db: CounterExecutor, bucket: string, windows: Date[]): Promise<number> {
  const [row] = await db
    .select({ hits: sql<number>`coalesce(sum(${publicRateLimits.hits}), 0)::int` })
    .from(publicRateLimits)
    .where(and(eq(publicRateLimits.bucket, bucket), inArray(publicRateLimits.windowStart, windows)));
  return row?.hits ?? 0;
}

/**
 * Counts one hit and returns the hits of the last `windowSeconds`, estimated from the fixed windows: the current
 * window's count plus the previous one's, weighted by the share of it the sliding window still covers. Unlike a
 * bare fixed window, a burst that straddles a window's end is still counted whole (no double allowance there).
 */
export async function addSlidingHit(db: CounterExecutor, bucket: string, windowSeconds: number, now: Date): Promise<number> {
  const { current, previous } = windowsAt(windowSeconds, now);
  const [inCurrent, inPrevious] = await Promise.all([addHit(db, bucket, current), sumHits(db, bucket, [previous])]);
  const elapsedShare = (now.getTime() - current.getTime()) / (windowSeconds * 1000);
  return inCurrent + inPrevious * (1 - elapsedShare);
}

/** Rows of windows that began this long ago are of no use to any limit (the longest looks back one hour). */
const keptForMs = 2 * 3600_000;

/**
 * Now and then (one call in a hundred), deletes the counters of old windows; a missed sweep only leaves rows
 * behind, so no request pays for a sweep on every hit.
 */
export async function sweepOldWindowsSometimes(db: CounterExecutor, now: Date): Promise<void> {
  if (Math.random() >= 0.01) return;
  await db.delete(publicRateLimits).where(lt(publicRateLimits.windowStart, new Date(now.getTime() - keptForMs)));
}
