// Sliding-window rate limits of the public lookups, counted in PostgreSQL (backend/db/window-counters.ts, one upsert
// and one read per bucket and request), so several app instances sharing the database share the counts. Each
// client gets `perClient` lookups a window; all clients together get `global` (a ceiling for when clients cannot be told apart:
// in process without a trusted proxy the client is unknown, see backend/http/client-address.ts, and only the
// ceiling applies). Without `global` no shared row is written: a limit keyed by something always known (an e-mail
// hash) needs no ceiling, and every request would otherwise update the same hot row.
import type { Database } from '@/backend/db/client';
import { addSlidingHit, sweepOldWindowsSometimes } from '@/backend/db/window-counters';
import { AppError } from '@/backend/errors';
import { tooManyRequestsMessage } from '@/contract/public-orders';

export interface RateLimitSettings {
  windowSeconds: number;
  perClient: number;
  global?: number;
}

export const defaultRateLimit: RateLimitSettings = { windowSeconds: 60, perClient: 10, global: 600 };

/**
 * Counts one lookup of `scope` by `client` (null: unknown, counted in the global bucket only); throws 429 past either
 * limit. A client past its own limit is refused before the shared ceiling is charged: one client hammering away
 * spends only its own allowance, never everybody's.
 */
export async function consumeLookup(db: Database, input: { scope: string; client: string | null; settings?: RateLimitSettings; now?: Date }): Promise<void> {
  const settings = input.settings ?? defaultRateLimit;
  const now = input.now ?? new Date();
  const mine = input.client === null ? 0 : await addSlidingHit(db, `${input.scope}:${input.client}`, settings.windowSeconds, now);
  await sweepOldWindowsSometimes(db, now);
  if (mine > settings.perClient) throw new AppError('too_many_requests', tooManyRequestsMessage);
  if (settings.global === undefined) return;
  const everybody = await addSlidingHit(db, `${input.scope}:*`, settings.windowSeconds, now);
  if (everybody > settings.global) throw new AppError('too_many_requests', tooManyRequestsMessage);
}
