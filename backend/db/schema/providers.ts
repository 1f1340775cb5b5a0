// Tenants ("providers" in the API): every tenant-scoped row points here.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConfigEntry } from '@/contract/auth';

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Enterprise deployments show a provider column. */
    enterprise: boolean('enterprise').notNull().default(false),
    /** Custom deployments show sales and stock. */
    custom: boolean('custom').notNull().default(false),
    /** Tenant-wide configs (docs/domain/data-model.md names); a user's extra_data.configs overrides them. */
    configs: jsonb('configs').$type<ConfigEntry[]>().notNull().default([]),
    /** Credit balance; the CHECK turns an overdraft into a constraint error (402 "Saldo Insuficiente"). */
    credits: integer('credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('providers_credits_non_negative', sql`${t.credits} >= 0`)],
);
