// A fingerprint of every table's contents: equal before and after a refused request proves it changed nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { rawRows } from '@/backend/db/raw-rows';

/** Bookkeeping a refused request may legitimately touch: tokens (last use), the rate limiters' counters (failed
 * sign-ins, public lookups), migrations. */
const ignored = new Set(['api_tokens', 'login_failures', 'public_rate_limits', '__drizzle_migrations']);

let tablesCache: string[] | undefined;

async function tables(db: Database): Promise<string[]> {
  if (tablesCache) return tablesCache;
  const result = await rawRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tablesCache = result.map((row) => row.table_name).filter((name) => !ignored.has(name));
  return tablesCache;
}

/** One md5 per table over its rows in a stable order; compare two results with toEqual. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const names = await tables(db);
  const union = names
    .map((name) => `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`)
    .join(' union all ');
  const result = await rawRows<{ t: string; h: string }>(db, sql.raw(union));
  for (const row of result) out[row.t] = row.h;
  return out;
}
