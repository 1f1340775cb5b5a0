// Fixed-window rate limits of the public lookups, kept in PostgreSQL (one upsert per request), so several app
// instances sharing the database share the counts. Each client gets `perClient` lookups a window; all clients
// together get `global` (a ceiling for when clients cannot be told apart: in process without a trusted proxy the
// client is unknown, see backend/http/client-address.ts, and only the ceiling applies).
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { publicRateLimits } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { tooManyRequestsMessage } from '@/contract/public-orders';

export interface RateLimitSettings {
  windowSeconds: number;
  perClient: number;
  global: number;
}

export const defaultRateLimit: RateLimitSettings = { windowSeconds: 60, perClient: 10, global: 600 };

async function hit(db: Database, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(publicRateLimits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [publicRateLimits.bucket, publicRateLimits.windowStart], set: { hits: sql`${publicRateLimits.hits} + 1` } })
    .returning({ hits: publicRateLimits.hits });
  return row?.hits ?? 1;
}

/** Counts one lookup of `scope` by `client` (null: unknown, counted in the global bucket only); throws 429 past either limit. */
export async function consumeLookup(db: Database, input: { scope: string; client: string | null; settings?: RateLimitSettings; now?: Date }): Promise<void> {
  const settings = input.settings ?? defaultRateLimit;
  const now = input.now ?? new Date();
  const windowMs = settings.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [mine, everybody] = await Promise.all([
    input.client === null ? 0 : hit(db, `${input.scope}:${input.client}`, windowStart),
    hit(db, `${input.scope}:*`, windowStart),
  ]);
  // Old windows are swept now and then by whichever request draws it; a missed sweep only leaves rows behind.
  if (Math.random() < 0.01) await db.delete(publicRateLimits).where(lt(publicRateLimits.windowStart, new Date(now.getTime() - 3600_000)));
  if (mine > settings.perClient || everybody > settings.global) throw new AppError('too_many_requests', tooManyRequestsMessage);
}
