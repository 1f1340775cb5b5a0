// "Exactly once per period across instances": every instance ticks, and the one whose insert of
// (job, period start) lands runs the job; the rest find the row and skip. A crash mid-run loses that period
// only: the sweep is idempotent and catches up on the next one.
import { hostname } from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { jobRuns } from '@/backend/db/schema';

export const instanceName = `${hostname()}:${process.pid}`;
const keepRunsMs = 7 * 24 * 3_600_000;

export function periodStart(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/** True when this instance won the period (and must run the job). */
export async function claimPeriod(db: Database, job: string, intervalMs: number, now = new Date()): Promise<Date | null> {
  const start = periodStart(now, intervalMs);
  const won = await db.insert(jobRuns).values({ job, periodStart: start, instance: instanceName }).onConflictDoNothing().returning({ job: jobRuns.job });
  if (won.length === 0) return null;
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.periodStart, new Date(now.getTime() - keepRunsMs))));
  return start;
}

export async function recordChanged(db: Database, job: string, start: Date, changed: number): Promise<void> {
  await db.update(jobRuns).set({ changed: sql`${changed}::int` }).where(and(eq(jobRuns.job, job), eq(jobRuns.periodStart, start)));
}
