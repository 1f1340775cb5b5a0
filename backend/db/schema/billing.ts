// Money coming in: card payments through a provider (payment_intents), bank transfers proven by an uploaded
// receipt (transfer_receipts), and card payments made at a locker's POS (poslink_transactions). Credits only
// ever reach providers.credits through the ledger (credits.ts); these tables say why a credit happened.
import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { creditMovements } from './credits';
import { providers } from './providers';
import { users } from './users';

export const paymentProviderNames = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
export const paymentStatuses = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One recharge the user started: what they buy, what it costs, and (once approved) the payment that paid it. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Ours, sent to the payment provider as external_reference and used in the sandbox and status URLs. */
    reference: uuid('reference').notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProviderName>().notNull(),
    credits: integer('credits').notNull(),
    /** Integer centésimos: 501 credits cost 611.22 UYU, which no integer peso column can hold exactly. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('UYU'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** A retried POST /billing/recharge with the same key gets the same intent (and the provider the same key). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's checkout id (MercadoPago preference id). */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    /** The provider's payment that approved this intent; unique per provider, so no payment credits twice. */
    providerPaymentId: text('provider_payment_id'),
    creditMovementId: integer('credit_movement_id').references(() => creditMovements.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Last time a status poll asked the provider (throttles polling return pages). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_intents_reference_unique').on(t.reference),
    uniqueIndex('payment_intents_idempotency_unique').on(t.providerId, t.idempotencyKey),
    uniqueIndex('payment_intents_provider_payment_unique').on(t.paymentProvider, t.providerPaymentId),
    index('payment_intents_user_idx').on(t.providerId, t.userId, t.id),
    check('payment_intents_credits_positive', sql`${t.credits} > 0`),
    check('payment_intents_price_positive', sql`${t.priceCents} > 0`),
    check('payment_intents_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('payment_intents_provider_valid', sql`${t.paymentProvider} in ('sandbox', 'mercadopago')`),
    // An approved intent always names the payment and the ledger row that credited it.
    check(
      'payment_intents_approved_complete',
      sql`${t.status} <> 'approved' or (${t.providerPaymentId} is not null and ${t.creditMovementId} is not null)`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const receiptStatuses = ['pending', 'confirmed'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/** A bank transfer the tenant says it made, with its proof; staff confirm it and choose the credits. */
export const transferReceipts = pgTable(
  'transfer_receipts',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    transactionId: text('transaction_id').notNull(),
    /**
     * The transaction number however it was typed (transfer_key() in the database: NFKC, no dashes or spaces,
     * lower case), so "BROU‐778 812" and "ｂｒｏｕ778812" are one transfer. Computed by the database, never sent.
     */
    transferKey: text('transfer_key')
      .notNull()
      .generatedAlwaysAs(sql`transfer_key(transaction_id)`),
    /** Set only by the migration that added transfer_key, on receipts that duplicated an earlier one before it. */
    legacyDuplicate: boolean('legacy_duplicate').notNull().default(false),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    /** In the database: at most 5 MB, and it keeps the app stateless (no shared disk between instances). */
    fileData: bytea('file_data').notNull(),
    status: text('status').$type<ReceiptStatus>().notNull().default('pending'),
    credits: integer('credits'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    creditMovementId: integer('credit_movement_id').references(() => creditMovements.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfer_receipts_status_idx').on(t.providerId, t.status, t.id),
    // A tenant uploads a transfer once; whichever tenant uploaded it, it is credited once.
    uniqueIndex('transfer_receipts_tenant_transfer_unique').on(t.providerId, t.transferKey).where(sql`not ${t.legacyDuplicate}`),
    uniqueIndex('transfer_receipts_credited_transfer_unique')
      .on(t.transferKey)
      .where(sql`${t.status} = 'confirmed' and not ${t.legacyDuplicate}`),
    check('transfer_receipts_amount_positive', sql`${t.amountCents} > 0`),
    check('transfer_receipts_status_valid', sql`${t.status} in ('pending', 'confirmed')`),
    check('transfer_receipts_confirmed_complete', sql`${t.status} <> 'confirmed' or (${t.credits} > 0 and ${t.creditMovementId} is not null)`),
  ],
);

/** Card payments made at a locker's POS terminal (the /comprobantes list). Written by the locker integration. */
export const poslinkTransactions = pgTable(
  'poslink_transactions',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    authorizationCode: text('authorization_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    status: text('status').notNull(),
    cardOwnerName: text('card_owner_name'),
    phoneNumber: text('phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('poslink_transactions_provider_idx').on(t.providerId, t.id),
    index('poslink_transactions_booking_idx').on(t.bookingId),
  ],
);
