// A counter per tenant (scope = provider id; scope 0 for what no single tenant owns) that every committed write of
// that tenant's data raises, whoever makes it (a request, a job, a migration, an operator's SQL): triggers on the
// tables note the scopes a statement touched in data_version_pending, and at commit a deferred trigger moves them
// into data_versions (migration 0021, decision 0042). The BFF's page cache (lib/render-cache) keeps a rendered page
// under the counters it read before rendering, and serves it again only while they are unchanged.
import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

export const dataVersions = pgTable('data_versions', {
  scope: integer('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The scopes one open transaction wrote (xact = its id); emptied by that transaction's own commit. */
export const dataVersionPending = pgTable(
  'data_version_pending',
  {
    xact: bigint('xact', { mode: 'number' }).notNull(),
    scope: integer('scope').notNull(),
  },
  (t) => [primaryKey({ columns: [t.xact, t.scope] })],
);
