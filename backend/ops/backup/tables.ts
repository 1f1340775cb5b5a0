// What a dump holds and how its rows are read back: shared by dump.ts and restore.ts.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface DumpHeader {
  format: string;
  createdAt: string;
  /** Hashes of the applied migrations: a dump restores only into the same schema. */
  migrations: string[];
  /** Schema-qualified, quoted table names. */
  tables: string[];
}

type Executor = Pick<Database, 'execute'>;

export function rowsOf<T>(reply: unknown): T[] {
  return (reply as { rows: T[] }).rows;
}

/** Every ordinary table of the app's schemas, as `"schema"."table"`. */
export async function dumpedTables(db: Executor): Promise<string[]> {
  const found = rowsOf<{ name: string }>(
    await db.execute(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by table_schema, table_name`),
  );
  return found.map((t) => t.name);
}
