// Public order lookups (docs/domain/screens.md /boarding-pass and /solicitud-de-datos): an order number names one booking, the
// traveller's data request for it, and the rate limiter that keeps strangers from walking order numbers.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { providers } from './providers';

export const publicOrders = pgTable(
  'public_orders',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    /** Stored upper-case; hard to guess (letters and digits), so that the number works as a claim ticket. */
    orderNumber: text('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_orders_order_number_unique').on(t.orderNumber),
    // One order number per booking: issuing twice (or concurrently) answers the same number.
    uniqueIndex('public_orders_booking_unique').on(t.bookingId),
    check('public_orders_order_number_upper', sql`${t.orderNumber} = upper(${t.orderNumber})`),
  ],
);

/** The traveller's data for an order: open until submitted once, then completed and read-only. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => publicOrders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passport: text('passport').notNull(),
    flightNumber: text('flight_number').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One request per order: the unique index is what makes "completed" final under concurrent submits.
  (t) => [uniqueIndex('data_requests_order_unique').on(t.orderId)],
);

/**
 * Hit counters per fixed window of the public lookups (read as a sliding window), in the database so that every
 * app instance shares them.
 */
export const publicRateLimits = pgTable(
  'public_rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('public_rate_limits_window_idx').on(t.windowStart)],
);
