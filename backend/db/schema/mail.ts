// The one outbox of every message the backend sends: pickup-code notices (bookings) and account e-mails
// (credentials, password resets, codes). A row is written in the transaction of the change that caused it,
// so a message exists if and only if that change committed; backend/modules/mail delivers e-mails by SMTP
// and sets sent_at. Tenant-scoped through provider_id, so administrators read only their tenant's mail.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { providers } from './providers';

export const messageChannels = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The booking a notice is about; null for account e-mails. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Rendered when queued; null for rows rendered from template + payload when read or sent (pickup notices). */
    subject: text('subject'),
    body: text('body'),
    /** Failed delivery attempts; the sender gives up after a few and leaves last_error for the operator. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** After a transient failure, no new attempt before this time (backoff); null: due now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set when the sender gave up (a permanent provider error, or too many attempts): never tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The provider's id of the delivered message (WhatsApp's wamid), for support requests. */
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('message_outbox_booking_id_idx').on(t.bookingId),
    index('message_outbox_provider_id_idx').on(t.providerId, t.id),
    index('message_outbox_pending_idx').on(t.id).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('message_outbox_channel_valid', sql`${t.channel} in ('email', 'whatsapp')`),
  ],
);
