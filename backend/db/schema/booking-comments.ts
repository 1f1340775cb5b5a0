// Comments on a booking: a thread the tenant's staff write to each other about it (docs/domain/booking-comments.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

export const bookingComments = pgTable(
  'booking_comments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** null once the author's user is deleted: the comment stays, signed by nobody. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_comments_booking_id_idx').on(t.bookingId, t.id), check('booking_comments_body_length', sql`char_length(${t.body}) between 1 and 1000`)],
);
