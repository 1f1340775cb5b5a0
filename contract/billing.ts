// /user/billing, /billing/*, /poslink-transaction: the statement (ledger), credit packs and prices (spec §9),
// recharge, bank-transfer receipts and the POS card payments made at lockers.
import { z } from 'zod';
import { vatRate } from './bookings';
import { listQuery, listReply } from './common';
import { requiredMessage } from './fields';

export const rechargeAmountMessage = 'El valor debe ser mayor a 500';
export const paymentUnavailableMessage = 'No se puede procesar tu solicitud, por favor reintenta más tarde';
export const receiptUploadMessage = 'Error al subir el comprobante';

// ── Prices (spec §9) ─────────────────────────────────────────────────────────────────────────────────────
/**
 * Packs at the prices the spec lists. 4000 and 7000 are credits × 1.22; the 10000 pack is listed at 12220,
 * 20 UYU above credits × 1.22 (12200, the spec's own VAT example). The listed price wins for the pack (the
 * lead's decision, probably a typo upstream: change it here, the one place); any other amount is credits × 1.22.
 */
export const creditPacks = [
  { credits: 4000, priceUyu: 4880 },
  { credits: 7000, priceUyu: 8540 },
  { credits: 10000, priceUyu: 12220 },
] as const;
export type CreditPackCredits = (typeof creditPacks)[number]['credits'];
/** "Other amount" must be above 500 credits (spec §5); the cap keeps price_cents inside an int4. */
export const rechargeLimits = { above: 500, max: 1_000_000 } as const;

/** Price in centésimos (integers, never floats): a pack's listed price, else credits × 1.22 exactly. */
export function rechargePriceCents(credits: number): number {
  const pack = creditPacks.find((p) => p.credits === credits);
  if (pack) return pack.priceUyu * 100;
  return credits * Math.round((1 + vatRate) * 100);
}

const numberLike = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value === '' || value === null ? undefined : value;
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST /billing/recharge: `{pack}` (one of the packs) or `{amount}` (other amount, credits); → credits. */
export const rechargeBody = z
  .object({
    pack: z.preprocess(numberLike, z.union(creditPacks.map((p) => z.literal(p.credits))).optional()),
    amount: z.preprocess(
      numberLike,
      z.number().int().gt(rechargeLimits.above, rechargeAmountMessage).max(rechargeLimits.max).optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.pack === undefined && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: requiredMessage });
    }
  })
  .transform((body) => ({ credits: (body.pack ?? body.amount)!, pack: body.pack !== undefined }));
export type RechargeBody = z.input<typeof rechargeBody>;

// ── Statement (GET /user/billing) ───────────────────────────────────────────────────────────────────────
const optionalFilter = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const dayFilter = optionalFilter(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD'));
const idFilter = optionalFilter(z.coerce.number().int().positive().max(2_147_483_647));
const intFilter = optionalFilter(z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647));
const textFilter = optionalFilter(z.string().trim().max(100));
const order = (fallback: 'ASC' | 'DESC') =>
  z.preprocess(blankToUndefined, z.string().transform((v) => v.toUpperCase()).pipe(z.enum(['ASC', 'DESC'])).default(fallback));

export const billingSortColumns = ['id', 'booking_id', 'created_at', 'charge', 'current_credits', 'description'] as const;
export type BillingSortColumn = (typeof billingSortColumns)[number];

/** Newest first by default: a statement is read from its latest movement. */
export const billingListQuery = listQuery.extend({
  perPage: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
  sortBy: z.preprocess(blankToUndefined, z.enum(billingSortColumns).default('id')),
  orderBy: order('DESC'),
  id: idFilter,
  booking_id: idFilter,
  /** That day in Uruguay. */
  created_at: dayFilter,
  charge: intFilter,
  current_credits: intFilter,
  description: textFilter,
});
export type BillingListQuery = z.infer<typeof billingListQuery>;

export const billingMovement = z.object({
  id: z.number().int(),
  booking_id: z.number().int().nullable(),
  created_at: z.string(),
  /** Signed credits: a debit is negative. */
  charge: z.number().int(),
  /** Balance right after this movement. */
  current_credits: z.number().int(),
  description: z.string(),
  /** opening_balance, recharge, booking_debit, booking_refund, manual_adjustment, receipt_confirmation */
  kind: z.string(),
});
export type BillingMovement = z.infer<typeof billingMovement>;
export const billingList = listReply(billingMovement);

// ── Bank-transfer receipts ──────────────────────────────────────────────────────────────────────────────
export const receiptFileTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const receiptMaxBytes = 5 * 1024 * 1024;

/** POST /billing/upload-receipt; `file` is a data URL (`data:image/png;base64,…`), checked again by magic bytes. */
export const uploadReceiptBody = z.object({
  /** UYU transferred, up to 2 decimals. */
  amount: z.preprocess(numberLike, z.number().positive().max(100_000_000).multipleOf(0.01)),
  transaction_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD'),
  transaction_id: z.string().trim().min(1).max(100),
  file: z.string().min(1).max(8_000_000),
});
export type UploadReceiptBody = z.input<typeof uploadReceiptBody>;

export const receipt = z.object({
  id: z.number().int(),
  amount: z.number(),
  transaction_date: z.string(),
  transaction_id: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  status: z.enum(['pending', 'confirmed']),
  /** Set when confirmed. */
  credits: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The business that uploaded it (the one a confirmation credits). */
  provider: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type Receipt = z.infer<typeof receipt>;
export const receiptReply = z.object({ data: receipt });
export const receiptList = listReply(receipt);

export const receiptListQuery = listQuery.extend({
  perPage: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
  status: optionalFilter(z.enum(['pending', 'confirmed'])),
});

/** POST /billing/receipts/{id}/confirm: the credits staff grant for the transfer. */
export const confirmReceiptBody = z.object({
  credits: z.preprocess(numberLike, z.number().int().positive().max(rechargeLimits.max)),
});

// ── POS card payments at lockers (GET /poslink-transaction) ──────────────────────────────────────────────
export const poslinkSortColumns = ['id', 'booking_id', 'authorization_code', 'transaction_id', 'total_amount', 'status', 'card_owner_name'] as const;
export type PoslinkSortColumn = (typeof poslinkSortColumns)[number];

/** Spec §7/§9: page 1, 25 per page, id ascending; phone_number filters but is not a column. */
export const poslinkListQuery = listQuery.extend({
  perPage: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
  sortBy: z.preprocess(blankToUndefined, z.enum(poslinkSortColumns).default('id')),
  orderBy: order('ASC'),
  id: idFilter,
  booking_id: idFilter,
  authorization_code: textFilter,
  transaction_id: textFilter,
  total_amount: optionalFilter(z.coerce.number().nonnegative().max(100_000_000)),
  status: textFilter,
  card_owner_name: textFilter,
  phone_number: textFilter,
});
export type PoslinkListQuery = z.infer<typeof poslinkListQuery>;

export const poslinkTransaction = z.object({
  id: z.number().int(),
  booking_id: z.number().int().nullable(),
  authorization_code: z.string(),
  transaction_id: z.string(),
  /** UYU. */
  total_amount: z.number(),
  status: z.string(),
  card_owner_name: z.string().nullable(),
  /** When the card payment was made (ISO 8601 instant); shown on the receipt in Montevideo time. */
  transaction_date: z.string(),
});
export type PoslinkTransaction = z.infer<typeof poslinkTransaction>;
export const poslinkList = listReply(poslinkTransaction);
