// Reference data every database holds (rows inserted by a migration): booking statuses and door sizes.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Booking statuses of docs/domain/bookings.md; ids are part of the API, so they are fixed, not serial. */
export const statuses = pgTable('statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Door sizes of docs/domain/limits.md, in millimetres so that 31.5 cm stays an integer; the API answers in cm. */
export const sizes = pgTable('sizes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  heightMm: integer('height_mm').notNull(),
  widthMm: integer('width_mm').notNull(),
  depthMm: integer('depth_mm').notNull(),
});
