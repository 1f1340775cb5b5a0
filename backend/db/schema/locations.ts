// Lockers ("locations" in the API), tenant-scoped, and their doors.
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { sizes } from './reference';

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    description: text('description').notNull(),
    address: text('address'),
    /** WGS 84 degrees, for the booking page's map; null when unknown (the page then shows the address). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_provider_id_idx').on(t.providerId)],
);

export const doors = pgTable(
  'doors',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    enabled: boolean('enabled').notNull().default(true),
  },
  // The unique index leads with location_id, so it also serves "doors of a locker" lookups.
  (t) => [uniqueIndex('doors_location_number_unique').on(t.locationId, t.number)],
);
