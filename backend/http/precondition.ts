// If-Match on PUT/PATCH (lost updates): the version the client's edit started from. Absent → no check.
import { eq, type Column, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { AppError } from '@/backend/errors';
import { ifMatchHeader, ifMatchValue, parseIfMatch, staleVersionMessage } from '@/contract/common';

export function expectedVersion(c: Context): number | undefined {
  const version = parseIfMatch(c.req.header(ifMatchHeader));
  if (version === null) throw new AppError('bad_request', 'La cabecera If-Match debe ser la versión del registro, por ejemplo "3".');
  return version;
}

export const staleVersion = () => new AppError('precondition_failed', staleVersionMessage, { version: [staleVersionMessage] });

/** Call under the row lock (or in the UPDATE's WHERE): a stale edit changes nothing. */
export function assertVersion(current: number, expected: number | undefined): void {
  if (expected !== undefined && current !== expected) throw staleVersion();
}

/** The WHERE condition of a single-statement update: true when no version was given. */
export function versionIs(column: Column, expected: number | undefined): SQL | undefined {
  return expected === undefined ? undefined : eq(column, expected);
}

/** Answers the record's version as its ETag, the value a later If-Match sends back. */
export function withVersionTag<T extends { version?: number }>(c: Context, record: T): T {
  if (record.version !== undefined) c.header('ETag', ifMatchValue(record.version));
  return record;
}
