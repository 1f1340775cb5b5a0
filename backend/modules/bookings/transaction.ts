// Transaction type and the retry used where a partial unique index settles a race (door, codes).
import type { Database } from '@/backend/db/client';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service that may run inside a caller's transaction or on its own. */
export type Executor = Database | Transaction;

/** The unique constraint a PostgreSQL error (possibly wrapped by drizzle) violated, if any. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? '';
    current = candidate.cause;
  }
  return null;
}

/**
 * Runs `attempt` again (a fresh transaction each time) when it fails on one of `constraints`: two creates
 * that picked the same free door, or a random code that clashed. The loser's next attempt sees the
 * winner's committed row and picks another door or code. After `times` clashes the last error is thrown.
 */
export async function retryOnUniqueViolation<T>(constraints: readonly string[], attempt: () => Promise<T>, times = 5): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (tries >= times || constraint === null || !constraints.includes(constraint)) throw error;
    }
  }
}
