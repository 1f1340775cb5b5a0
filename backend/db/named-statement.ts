// A query run as a named prepared statement on PostgreSQL: parsed once per connection, and planned once too when
// PostgreSQL finds a generic plan as cheap (after five runs). For queries that run many times with the same text
// and other values: the keyset pages of an export, 1,000 per 100,000 bookings. The name is the text's hash, so a
// different text never reuses another's statement; a connection keeps its statements until it closes (the pool
// closes idle ones after 10 s). PGlite runs the query unnamed.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const dialect = new PgDialect();

export function executeNamed<T>(db: Executor, prefix: string, query: SQL): Promise<{ rows: T[] }> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute() as Promise<{ rows: T[] }>;
}
