// Reading the data versions (schema/data-versions.ts): database triggers raise them when a write of a tenant's
// data commits (migration 0021, decision 0042), so no code path has to remember to.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { dataVersions } from '@/backend/db/schema';

/** What no single tenant owns (sizes, statuses, rows with no tenant): every tenant's pages read it. */
export const sharedScope = 0;

/** The sum of the scopes' counters (each only grows, so the sum changes whenever one does); 'all' for every scope. */
export async function readDataVersion(db: Database, scopes: number[] | 'all'): Promise<number> {
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${dataVersions.version}), 0)` })
    .from(dataVersions)
    .where(scopes === 'all' ? undefined : inArray(dataVersions.scope, scopes));
  return Number(row?.version ?? 0);
}
