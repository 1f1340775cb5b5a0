// /user/billing, /billing/*, /poslink-transaction: the statement (ledger), credit packs and prices (docs/domain/limits.md),
// recharge, bank-transfer receipts and the POS card payments made at lockers.
import { z } from 'zod';
import { bookingTransaction } from './bookings';
import { maxMoney } from './column-bounds';
import { listQuery, listReply } from './common';
import {
  aboveMessage, choiceMessage, dateFormatMessage, dayFilter, idFilter, integerMessage, invalidMessage, maxId, maxValueMessage, minValueMessage, numberLike,
  numberMessage, optionalFilter, orderByParam, perPageParam, requiredMessage, requiredText, sortByParam, textFilter, textMessage, typeError,
} from './fields';

export const rechargeAmountMessage = 'El valor debe ser mayor a 500';
export const paymentUnavailableMessage = 'No se puede procesar tu solicitud, por favor reintenta más tarde';
export const receiptUploadMessage = 'Error al subir el comprobante';
/** A transfer the tenant already uploaded (the same transaction number, any case or spacing). */
export const duplicateTransferMessage = 'Ya hay un comprobante cargado con este número de transacción';
/** A transfer another confirmed receipt already credited: confirming it again would pay twice. */
export const transferAlreadyCreditedMessage = 'Esta transferencia ya fue acreditada con otro comprobante';
/** Why a receipt's file is refused (the contract's size cap and the backend's checks of its bytes). */
export const receiptFileMessages = {
  type: 'El archivo debe ser una imagen PNG, JPEG o WebP, o un PDF',
  size: 'El archivo no puede superar los 5 MB',
  empty: 'El archivo está vacío o dañado',
} as const;

/** "Other amount" must be above 500 credits (docs/domain/validation.md); the cap keeps price_cents inside an int4. */
export const rechargeLimits = { above: 500, max: 1_000_000 } as const;

/** A whole number of credits. */
const wholeCredits = () => z.number({ error: typeError(numberMessage) }).int(integerMessage);

/** POST /billing/recharge: `{pack}` (one of the packs) or `{amount}` (other amount, credits); → credits. */
export const rechargeBody = z
  .object({
    // One of GET /prices' packs: the backend checks which.
    pack: z.preprocess(numberLike, z.number({ error: choiceMessage }).int(choiceMessage).positive(choiceMessage).optional()),
    amount: z.preprocess(
      numberLike,
      wholeCredits().gt(rechargeLimits.above, rechargeAmountMessage).max(rechargeLimits.max, maxValueMessage(rechargeLimits.max)).optional(),
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
/** A signed int4 filter (credits). */
const intFilter = optionalFilter(
  z.coerce.number({ error: typeError(numberMessage) }).int(integerMessage).min(-maxId - 1, minValueMessage(-maxId - 1)).max(maxId, maxValueMessage(maxId)),
);

export const billingSortColumns = ['id', 'booking_id', 'created_at', 'charge', 'current_credits', 'description'] as const;
export type BillingSortColumn = (typeof billingSortColumns)[number];

/** Newest first by default: a statement is read from its latest movement. */
export const billingListQuery = listQuery.extend({
  perPage: perPageParam(25),
  sortBy: sortByParam(billingSortColumns),
  orderBy: orderByParam('DESC'),
  id: idFilter,
  booking_id: idFilter,
  /** That day in Uruguay. */
  created_at: dayFilter,
  charge: intFilter,
  current_credits: intFilter,
  description: textFilter,
});
export type BillingListQuery = z.infer<typeof billingListQuery>;

/** The statement's row: the same shape as a booking's transactions. */
export const billingMovement = bookingTransaction;
export type BillingMovement = z.infer<typeof billingMovement>;
export const billingList = listReply(billingMovement);

// ── Bank-transfer receipts ──────────────────────────────────────────────────────────────────────────────
export const receiptFileTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const receiptMaxBytes = 5 * 1024 * 1024;
/** The longest transaction id a receipt takes (the contract's rule and the form's). */
export const receiptTransactionIdMaxLength = 100;
/** The data URL's longest text: 5 MB of base64 (4/3) and its header fit; the backend checks the decoded size. */
const receiptDataUrlMaxLength = 8_000_000;

/** POST /billing/upload-receipt; `file` is a data URL (`data:image/png;base64,…`), checked again by magic bytes. */
export const uploadReceiptBody = z.object({
  /** UYU transferred, up to 2 decimals. */
  amount: z.preprocess(
    numberLike,
    z.number({ error: typeError(numberMessage) }).positive(aboveMessage(0)).max(maxMoney, maxValueMessage(maxMoney)).multipleOf(0.01, invalidMessage),
  ),
  transaction_date: z.string({ error: typeError(textMessage) }).regex(/^\d{4}-\d{2}-\d{2}$/, dateFormatMessage),
  transaction_id: requiredText(receiptTransactionIdMaxLength),
  file: z.string({ error: typeError(textMessage) }).min(1, requiredMessage).max(receiptDataUrlMaxLength, receiptFileMessages.size),
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
  perPage: perPageParam(25),
  status: optionalFilter(z.enum(['pending', 'confirmed'], { error: choiceMessage })),
});

/** POST /billing/receipts/{id}/confirm: the credits staff grant for the transfer. */
export const confirmReceiptBody = z.object({
  credits: z.preprocess(numberLike, wholeCredits().positive(aboveMessage(0)).max(rechargeLimits.max, maxValueMessage(rechargeLimits.max))),
});

// ── POS card payments at lockers (GET /poslink-transaction) ──────────────────────────────────────────────
export const poslinkSortColumns = ['id', 'booking_id', 'authorization_code', 'transaction_id', 'total_amount', 'status', 'card_owner_name'] as const;
export type PoslinkSortColumn = (typeof poslinkSortColumns)[number];

/** docs/domain/backend-calls.md, docs/domain/limits.md: page 1, 25 per page, id ascending; phone_number filters but is not a column. */
export const poslinkListQuery = listQuery.extend({
  perPage: perPageParam(25),
  sortBy: sortByParam(poslinkSortColumns),
  orderBy: orderByParam('ASC'),
  id: idFilter,
  booking_id: idFilter,
  authorization_code: textFilter,
  transaction_id: textFilter,
  total_amount: optionalFilter(z.coerce.number({ error: typeError(numberMessage) }).nonnegative(minValueMessage(0)).max(maxMoney, maxValueMessage(maxMoney))),
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
