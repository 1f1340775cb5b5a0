// The credit ledger: every change to providers.credits writes one row here in the same transaction, so the
// balance can always be explained (and re-added) from its movements.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { providers } from './providers';
import { users } from './users';

/**
 * recharge: a card payment approved by the provider; receipt_confirmation: a bank transfer staff confirmed;
 * lapse_fee and daily_fine: what the timed job charges for an unused drop-off code and a parcel left past its
 * collection window (docs/domain/bookings.md).
 */
export const creditMovementKinds = [
  'opening_balance', 'recharge', 'booking_debit', 'booking_refund', 'manual_adjustment', 'receipt_confirmation', 'lapse_fee', 'daily_fine',
] as const;
export type CreditMovementKind = (typeof creditMovementKinds)[number];

export const creditMovements = pgTable(
  'credit_movements',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    kind: text('kind').$type<CreditMovementKind>().notNull(),
    /** Signed: a debit is negative. */
    amount: integer('amount').notNull(),
    /** providers.credits right after this movement. */
    balanceAfter: integer('balance_after').notNull(),
    description: text('description').notNull(),
    /** The facts the description is made of (backend/modules/billing/movement-texts.ts); {} for older rows. */
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    /** The day a timed charge is for (Montevideo date): with booking and kind, charged once however many runs race. */
    chargeDay: date('charge_day', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_movements_provider_id_idx').on(t.providerId, t.id),
    index('credit_movements_booking_id_idx').on(t.bookingId),
    check('credit_movements_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'credit_movements_kind_valid',
      sql`${t.kind} in ('opening_balance', 'recharge', 'booking_debit', 'booking_refund', 'manual_adjustment', 'receipt_confirmation', 'lapse_fee', 'daily_fine')`,
    ),
    uniqueIndex('credit_movements_charge_once').on(t.bookingId, t.kind, t.chargeDay).where(sql`${t.chargeDay} is not null`),
  ],
);
