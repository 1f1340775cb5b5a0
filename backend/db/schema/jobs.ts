// One row per timed job per period: the instance that inserts it runs that period's job; the others, finding
// it there, skip. So with several app instances each job runs exactly once per period (backend/jobs/claim-period.ts).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** Start of the period (a multiple of the job's interval since the epoch). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** host:pid of the instance that ran it (for operators and the several-instances test). */
    instance: text('instance').notNull(),
    /** Rows the run changed, filled in when it ends. */
    changed: integer('changed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] }), index('job_runs_period_start_idx').on(t.periodStart)],
);
