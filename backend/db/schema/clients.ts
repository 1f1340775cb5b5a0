// Clients: the people a tenant's bookings are for (docs/domain/clients.md). Each booking keeps its own copy of the
// recipient's data as it was when booked; the client row is the tenant's directory entry that bookings link to.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { rowVersion } from './row-version';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    /**
     * Who the client is within the tenant: `ci:<document>`, else `email:<address>`, else `tel:<digits>`
     * (backend/modules/clients/client-key.ts). Bookings with the same key link to the same client.
     */
    matchKey: text('match_key').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    document: text('document'),
    phoneNumber: text('phone_number'),
    phoneCountry: text('phone_country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_provider_match_key_unique').on(t.providerId, t.matchKey),
    index('clients_provider_id_idx').on(t.providerId, t.id),
    index('clients_provider_name_idx').on(t.providerId, sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/**
 * The providers an enterprise tenant works with (docs/domain/roles-and-permissions.md, "Tenants"): GET
 * /enterprise-providers lists them by name. The link only names them; it never opens their records.
 */
export const enterpriseProviders = pgTable(
  'enterprise_providers',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.providerId] }), check('enterprise_providers_not_itself', sql`${t.enterpriseId} <> ${t.providerId}`)],
);
