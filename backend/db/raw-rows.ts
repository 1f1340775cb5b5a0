// Raw SQL's rows, typed. Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`, which Drizzle's
// shared PgDatabase type does not say; this is the one place that relies on it. Works on a database or a transaction.
import type { SQL } from 'drizzle-orm';

interface Executor {
  execute(query: SQL | string): PromiseLike<unknown>;
}

/** The rows a raw statement answers (with `returning`, the rows it wrote), typed as the caller declares them. */
export async function rawRows<Row = Record<string, unknown>>(db: Executor, query: SQL | string): Promise<Row[]> {
  const reply = (await db.execute(query)) as { rows: Row[] };
  return reply.rows;
}
