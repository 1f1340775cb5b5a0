// Optimistic concurrency (lost updates): a row version every write bumps in its own UPDATE statement.
// Drizzle adds `version = version + 1` to any update that does not set the column itself; raw SQL updates
// (the expiry sweep) bump it by hand. PUT/PATCH with `If-Match: "<version>"` compare it under the row lock.
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';

export const rowVersion = () =>
  integer('version')
    .notNull()
    .default(1)
    .$onUpdate(() => sql`version + 1`);
