// Raising and reading the data versions (schema/data-versions.ts). A raise runs on its own, after the write it
// follows has committed: a reader that saw the old counter may have rendered the old data, and the raise makes
// its copy stale; one that renders between the commit and the raise holds newer data under an older counter,
// which the raise also retires. Never inside the write's transaction: a counter row locked until commit would
// serialise a tenant's writes and could deadlock with their row locks.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { dataVersions } from '@/backend/db/schema';

/** What no single tenant owns: public calls, the service operator's acts on any tenant, the timed jobs. */
export const sharedScope = 0;

export async function raiseDataVersion(db: Database, scope: number): Promise<void> {
  await db
    .insert(dataVersions)
    .values({ scope, version: 1 })
    .onConflictDoUpdate({ target: dataVersions.scope, set: { version: sql`${dataVersions.version} + 1` } });
}

/** The sum of the scopes' counters (each only grows, so the sum changes whenever one does); 'all' for every scope. */
export async function readDataVersion(db: Database, scopes: number[] | 'all'): Promise<number> {
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${dataVersions.version}), 0)` })
    .from(dataVersions)
    .where(scopes === 'all' ? undefined : inArray(dataVersions.scope, scopes));
  return Number(row?.version ?? 0);
}
