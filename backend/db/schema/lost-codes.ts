// A recipient who lost the pickup code asks the locker for a four-digit confirmation code, sent to them; one
// pending request per booking (docs/domain/lost-code.md). The code is kept hashed.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

export const lostCodeConfirmations = pgTable('lost_code_confirmations', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes typed against this request; at the limit it is void and a new one must be asked for. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
