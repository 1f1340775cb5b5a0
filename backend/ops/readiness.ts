// What GET /readyz asks (docs/operations.md): the database answers and every migration in the code is applied.
// One small query; the reply says only yes or no, so a load balancer learns nothing else about the service.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A database that does not answer within this is as good as down for a load balancer. */
const answerWithinMs = 2_000;

/** Drizzle applies a migration when its journal time is newer than the newest one it recorded; the same test here. */
function newestMigrationMillis(): number {
  const file = path.join(process.cwd(), 'backend/db/migrations/meta/_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

let expected: number | undefined;

export async function databaseReady(db: Database): Promise<boolean> {
  expected ??= newestMigrationMillis();
  const query = db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
  const late = sleep(answerWithinMs, undefined, { ref: false });
  try {
    const reply = (await Promise.race([query, late])) as { rows: { applied: string | null }[] } | undefined;
    return reply !== undefined && Number(reply.rows[0]?.applied ?? 0) >= expected;
  } catch {
    // Unreachable, or not migrated at all (no migrations table).
    return false;
  } finally {
    query.catch(() => {});
  }
}
