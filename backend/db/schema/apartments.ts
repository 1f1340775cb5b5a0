// Apartments of a residential tenant (docs/domain/data-model.md: id, name, block, number, provider); residents point here.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { rowVersion } from './row-version';

export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    name: text('name').notNull(),
    block: text('block').notNull(),
    number: text('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apartments_provider_id_idx').on(t.providerId, t.id)],
);
