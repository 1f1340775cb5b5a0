// Counting a filtered list without reading a tenant's whole history on every page: exact up to a threshold,
// then PostgreSQL's own estimate (EXPLAIN's row count), flagged as such so the screen can show "≈ 20.000".
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Past this many matches the total is an estimate; below it, exact (a bounded index walk). */
export const exactCountLimit = 10_000;

export interface ListCount {
  total: number;
  estimated: boolean;
}

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}

/** Both drivers (node-postgres, PGlite) reply to raw SQL with `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function cappedCount(db: Database, table: PgTable, where: SQL, limit = exactCountLimit): Promise<ListCount> {
  const [capped] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} where ${where} limit ${limit + 1}) matches`,
  );
  const exact = Number(capped?.n ?? 0);
  if (exact <= limit) return { total: exact, estimated: false };
  const [plan] = await rowsOf<ExplainRow>(db, sql`explain (format json) select 1 from ${table} where ${where}`);
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  // The planner may guess low; the list has at least this many rows.
  return { total: Math.max(estimate, limit + 1), estimated: true };
}
