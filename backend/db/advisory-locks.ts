// PostgreSQL advisory lock keys, in one place so that no two features pick the same number.
export const advisoryLocks = {
  /** Held while migrations run (session lock). */
  migrate: 731_001,
  /** Held by the demo seed's transaction (transaction lock). */
  seedDemo: 731_002,
  /** Held by a booking sweep's transaction (backend/jobs/sweep-bookings.ts): one instance sweeps at a time. */
  sweepBookings: 731_003,
} as const;
