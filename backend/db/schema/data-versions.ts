// A counter per tenant (scope = provider id; scope 0 for what no single tenant owns) that every successful write
// raises after it commits. The BFF's page cache (lib/render-cache) keeps a rendered page under the counters it read
// before rendering, and serves it again only while they are unchanged.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const dataVersions = pgTable('data_versions', {
  scope: integer('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
