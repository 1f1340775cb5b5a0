// Articles a tenant sells or stores (docs/domain/data-model.md). Money is integer cents: the API's decimal `precio` is
// converted as text, never through a float.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { rowVersion } from './row-version';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    nombre: text('nombre').notNull(),
    descripcionCorta: text('descripcion_corta').notNull().default(''),
    descripcionLarga: text('descripcion_larga').notNull().default(''),
    precioCents: integer('precio_cents').notNull(),
    vendible: boolean('vendible').notNull().default(true),
    virtual: boolean('virtual').notNull().default(false),
    /** A disabled article stays in the catalogue and its history but cannot be loaded into a door or sold. */
    enabled: boolean('enabled').notNull().default(true),
    /** A data URL (png, jpeg or webp, checked by magic bytes, ≤ 500 KB decoded); the contract stores images inline. */
    base64Image: text('base64_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_provider_id_idx').on(t.providerId, t.id),
    check('articles_precio_non_negative', sql`${t.precioCents} >= 0`),
  ],
);
