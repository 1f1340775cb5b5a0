// Counting a filtered list without reading a tenant's whole history on every page: exact up to a threshold,
// then PostgreSQL's own estimate (EXPLAIN's row count), flagged as such so the screen can show "≈ 20.000".
// An estimate is kept per filter for a minute, so paging through a big list walks the threshold's index range
// once a minute rather than on every page; exact totals are never kept (a new booking shows at once).
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rawRows } from './raw-rows';

/** Past this many matches the total is an estimate; below it, exact (a bounded index walk). */
export const exactCountLimit = 10_000;

export interface ListCount {
  total: number;
  estimated: boolean;
}

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}


export const estimateTtlMs = 60_000;
const maxKeptEstimates = 1_000;
/** Filter (table, SQL text, parameters) → estimate and when it was taken; insertion order doubles as age. */
const keptEstimates = new Map<string, { total: number; at: number }>();
const dialect = new PgDialect();

function estimateKey(table: PgTable, where: SQL, limit: number): string {
  const { sql: text, params } = dialect.sqlToQuery(where);
  return JSON.stringify([getTableName(table), limit, text, params]);
}

function keptEstimate(key: string): ListCount | undefined {
  const kept = keptEstimates.get(key);
  if (!kept) return undefined;
  if (Date.now() - kept.at < estimateTtlMs) return { total: kept.total, estimated: true };
  keptEstimates.delete(key);
  return undefined;
}

function keepEstimate(key: string, total: number): void {
  keptEstimates.delete(key);
  keptEstimates.set(key, { total, at: Date.now() });
  // Bounded memory: the oldest go first.
  for (const oldest of keptEstimates.keys()) {
    if (keptEstimates.size <= maxKeptEstimates) break;
    keptEstimates.delete(oldest);
  }
}

export async function cappedCount(db: Database, table: PgTable, where: SQL, limit = exactCountLimit): Promise<ListCount> {
  const key = estimateKey(table, where, limit);
  const kept = keptEstimate(key);
  if (kept) return kept;
  const [capped] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} where ${where} limit ${limit + 1}) matches`,
  );
  const exact = Number(capped?.n ?? 0);
  if (exact <= limit) return { total: exact, estimated: false };
  const [plan] = await rawRows<ExplainRow>(db, sql`explain (format json) select 1 from ${table} where ${where}`);
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  // The planner may guess low; the list has at least this many rows.
  const total = Math.max(estimate, limit + 1);
  keepEstimate(key, total);
  return { total, estimated: true };
}
