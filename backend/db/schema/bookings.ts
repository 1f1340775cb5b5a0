// Bookings (reservas) and their history. Tenant-scoped through provider_id.
// Indexes lead with provider_id so that every filter and sort of GET /booking stays inside one tenant's slice.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookingClient, DistricadInfo } from '@/contract/bookings';
import { clients } from './clients';
import { doors, locations } from './locations';
import { providers } from './providers';
import { sizes, statuses } from './reference';
import { users } from './users';
import { rowVersion } from './row-version';

/**
 * Statuses in which a booking holds its door: Reserva, Ingresado, Retiro Vencido, Autorizacion retiro.
 * Written out in SQL because partial indexes need constants; backend/modules/bookings/booking-rules.ts
 * holds the same list (a test checks they agree).
 */
export const activeStatusesSql = sql.raw('(1, 2, 3, 6, 11)');
const parcelInLockerSql = sql.raw('(3, 6, 11)');

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    locationId: integer('location_id').notNull().references(() => locations.id),
    doorId: integer('door_id').notNull().references(() => doors.id),
    statusId: integer('status_id').notNull().references(() => statuses.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    insertCode: text('insert_code').notNull(),
    pickupCode: text('pickup_code'),
    codeValidityHours: integer('code_validity_hours').notNull(),
    /** Deadline of the current step: drop-off while Reserva, pickup once Ingresado. */
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    insertDate: timestamp('insert_date', { withTimezone: true }),
    withdrawalDate: timestamp('withdrawal_date', { withTimezone: true }),
    withdrewBy: text('withdrew_by'),
    client: jsonb('client').$type<BookingClient>().notNull(),
    /** The tenant's client this booking is for (null: no document, e-mail or phone to know them by, or deleted). */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    notes: text('notes'),
    fenicioOrderId: text('fenicio_order_id'),
    districad: jsonb('districad').$type<DistricadInfo>(),
    whatsapp: boolean('whatsapp').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_provider_id_idx').on(t.providerId, t.id),
    index('bookings_provider_status_idx').on(t.providerId, t.statusId, t.id),
    index('bookings_provider_location_idx').on(t.providerId, t.locationId, t.id),
    index('bookings_provider_size_idx').on(t.providerId, t.sizeId, t.id),
    index('bookings_provider_created_at_idx').on(t.providerId, t.createdAt),
    index('bookings_provider_expiration_idx').on(t.providerId, t.expirationDate),
    index('bookings_provider_insert_code_idx').on(t.providerId, t.insertCode),
    index('bookings_client_id_idx').on(t.clientId, t.id),
    index('bookings_provider_description_idx').on(t.providerId, sql`(${t.client}->>'description')`),
    // The reference filter matches a substring, which a B-tree cannot serve: trigrams can, within the tenant
    // (btree_gin puts provider_id in the same index), so a rare reference is found without walking the history.
    // fastupdate off: each insert updates the index itself; a pending list would wait for a vacuum, which the
    // embedded database never runs on its own, and the planner shuns an index with a long one.
    index('bookings_provider_description_trgm_idx')
      .using('gin', t.providerId, sql`(${t.client}->>'description') gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Email, document and phone filters are prefix matches: text_pattern_ops lets LIKE 'x%' use the index
    // whatever the database collation.
    index('bookings_provider_email_idx').on(t.providerId, sql`lower(${t.client}->>'email') text_pattern_ops`),
    index('bookings_provider_document_idx').on(t.providerId, sql`(${t.client}->>'document') text_pattern_ops`),
    index('bookings_provider_phone_idx').on(t.providerId, sql`(${t.client}->>'phone_number') text_pattern_ops`),
    // The sweep reads only bookings waiting on a deadline.
    index('bookings_sweep_idx').on(t.statusId, t.expirationDate).where(sql`${t.statusId} in (2, 3)`),
    // One active booking per door: the last word when two creates race for the same free door.
    uniqueIndex('bookings_active_door_unique').on(t.doorId).where(sql`${t.statusId} in ${activeStatusesSql}`),
    // Codes typed at a locker must name one booking there.
    uniqueIndex('bookings_active_insert_code_unique').on(t.locationId, t.insertCode).where(sql`${t.statusId} in ${activeStatusesSql}`),
    uniqueIndex('bookings_active_pickup_code_unique').on(t.locationId, t.pickupCode).where(sql`${t.statusId} in ${parcelInLockerSql}`),
    // The tracking side names a booking by its Districad token alone (backend/modules/districad).
    uniqueIndex('bookings_districad_token_unique')
      .on(sql`(${t.districad}->>'token')`)
      .where(sql`${t.districad}->>'token' is not null`),
    check('bookings_code_validity_range', sql`${t.codeValidityHours} between 1 and 336`),
  ],
);

/** One row per change of a booking, written in the same transaction as the change. */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    /** null: the system (sweeps) or the locker device's anonymous user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    statusFrom: integer('status_from').references(() => statuses.id),
    statusTo: integer('status_to').references(() => statuses.id),
    /** field → [old, new] */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_changes_booking_id_idx').on(t.bookingId, t.id)],
);

// The outbox of every message the backend sends (pickup-code notices among them) lives in ./mail.ts.

/**
 * Idempotency keys of POST /booking (header `Idempotency-Key`), unique per tenant: a retried or doubled request
 * with the same key answers the booking the first one created instead of creating another. The key row is
 * written in the booking's own transaction, so a failed create (412, 402) leaves no key behind and may be retried.
 * `request_hash` is the SHA-256 of the validated body: the same key with other data is refused (422).
 */
export const bookingIdempotencyKeys = pgTable(
  'booking_idempotency_keys',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_idempotency_keys_provider_key_unique').on(t.providerId, t.key)],
);
