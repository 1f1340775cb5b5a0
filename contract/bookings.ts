// /booking: the booking reply (docs/domain/data-model.md), list query (docs/domain/screens.md filters, docs/domain/backend-calls.md params), create/update/action bodies.
// The create schema is shared with the Excel import (one row = one createBookingBody).
import { z } from 'zod';
import { dataReply, listQuery, listReply, paginationMeta, queryFlag, rowVersionField } from './common';
import {
  aboveMessage, blankToNull, choiceMessage, dayFilter, emailMessage, flagMessage, idFilter, integerMessage, listMessage, maxId, numberLike, numberMessage,
  optionalFilter, optionalText, orderByParam, perPageParam, phoneMessage, requiredId, requiredMessage, requiredText, sortByParam, text,
  textFilter, textMessage, tooLongMessage, typeError, yesNoFilter,
} from './fields';
import { coordinates, size, status } from './reference';
import { maxExtendDays, minExtendDays } from '@/common/booking-extension';

// Every rule of the booking's inputs carries its own Spanish message (none falls to zod's English default); the
// forms map each one to a message key (lib/forms/contract-messages.ts). The shared texts live in contract/fields.ts.
export const extendDaysMessage = 'No puede ser menor a 5 días';
export const extendDaysMaxMessage = 'No puede ser mayor a 365 días';

/** Booking statuses the server sets (docs/domain/bookings.md ids). */
/** Statuses of a booking that is not finished yet: it can still be edited (and given an order number). */
export const openBookingStatuses: readonly number[] = [1, 2, 3, 5, 6, 11];

export const bookingStatus = {
  preBooking: 1,
  booked: 2,
  droppedOff: 3,
  pickedUp: 4,
  dropOffExpired: 5,
  pickupExpired: 6,
  deleted: 9,
  /** The tenant took the parcel back out (a forced opening). */
  withdrawnByProvider: 10,
  withdrawalAuthorized: 11,
} as const;

/** A door may be forced open this many days after the recipient's notice, the drop-off (docs/domain/forced-opening.md). */
export const forcedOpeningAfterDays = 15;

/** When the door of a parcel dropped off at `insertDate` may be forced open. */
export const forcedOpeningFrom = (insertDate: Date) => new Date(insertDate.getTime() + forcedOpeningAfterDays * 86_400_000);

/**
 * Both ids docs/domain/bookings.md labels "Eliminada". Deleting (and a lapsed pre-booking) stores 9, but the filter offers 18:
 * filtering by either finds both, so deleted bookings show under the filter and older rows stored as 18 too.
 */
export const deletedStatusIds: readonly number[] = [9, 18];

/** The status ids a status filter matches: an "Eliminada" id stands for both (see deletedStatusIds). */
export function expandStatusFilter(ids: readonly number[]): number[] {
  const wanted = new Set(ids);
  if (ids.some((id) => deletedStatusIds.includes(id))) for (const id of deletedStatusIds) wanted.add(id);
  return [...wanted];
}

/** Code validity set by the client (docs/domain/limits.md: at most 336 hours). */
export const codeValidityHours = { min: 1, max: 336, default: 72 } as const;
export const validityRangeMessage = `Debe estar entre ${codeValidityHours.min} y ${codeValidityHours.max} horas`;
/** The longest text each booking input takes (the contract's rules and the forms' maxLength). */
export const bookingTextLimits = { description: 255, email: 254, document: 20, phone_country: 8, notes: 1000, fenicio_order_id: 64 } as const;

// ── Uruguayan CI ─────────────────────────────────────────────────────────────────────────────────────────
/** A CI typed with dots and dashes is stored as digits only, so filters and the pickup check see one form. */
function normaliseDocument(value: string): string {
  return /^[\d\s.\-]+$/.test(value) ? value.replace(/\D/g, '') : value.toUpperCase();
}

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────────────
// requiredText, text, optionalText and requiredId are contract/fields.ts's, shared with the other forms.
export const bookingClientInput = z.object({
  /** The booking reference shown in the list. */
  description: requiredText(bookingTextLimits.description),
  email: z.preprocess(
    blankToNull,
    z.email({ error: emailMessage }).max(bookingTextLimits.email, tooLongMessage(bookingTextLimits.email)).toLowerCase().nullish(),
  ),
  /** Uruguayan CI or another document; the last 4 digits are a second factor at pickup. */
  document: z.preprocess(blankToNull, text(bookingTextLimits.document).transform(normaliseDocument).nullish()),
  phone_number: z.preprocess(blankToNull, z.string({ error: typeError(textMessage) }).trim().regex(/^\+?[\d\s\-()]{6,20}$/, phoneMessage).nullish()),
  /** ISO country code (UY) or dialling prefix (+598). */
  phone_country: optionalText(bookingTextLimits.phone_country),
});
export type BookingClientInput = z.infer<typeof bookingClientInput>;

/** docs/domain/limits.md: at most 336 hours; one message for every way out of the range (spec texts: messages.validityRange). */
const codeValidity = z.preprocess(
  numberLike,
  z
    .number({ error: validityRangeMessage })
    .int(validityRangeMessage)
    .min(codeValidityHours.min, validityRangeMessage)
    .max(codeValidityHours.max, validityRangeMessage),
);
const flag = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ error: flagMessage }),
);

/** POST /booking; also one row of the Excel import. */
export const createBookingBody = z.object({
  client: bookingClientInput,
  location_id: requiredId,
  size_id: requiredId,
  code_validity_hours: codeValidity.default(codeValidityHours.default),
  /** Also send the pickup code by WhatsApp (needs client.phone_number). */
  whatsapp: flag.default(false),
  notes: optionalText(bookingTextLimits.notes),
  fenicio_order_id: optionalText(bookingTextLimits.fenicio_order_id),
  /** Ask for districad tracking. */
  districad: flag.default(false),
  /** Pre reserva (permission booking-create-pre): hold the door for 48 h without charging; confirm to book. */
  pre_booking: flag.default(false),
});
export type CreateBookingBody = z.infer<typeof createBookingBody>;

/**
 * PUT /booking/{id}: every editable field (omitted optional ones are cleared). Status, provider, credits,
 * codes, locker and size are not editable: unknown keys are dropped, so sending the whole booking back works.
 */
export const replaceBookingBody = createBookingBody.pick({ client: true, code_validity_hours: true, whatsapp: true, notes: true, fenicio_order_id: true });
/** PATCH /booking/{id}: only the given fields; client fields merge. */
export const patchBookingBody = z.object({
  client: bookingClientInput.partial().optional(),
  code_validity_hours: codeValidity.optional(),
  whatsapp: flag.optional(),
  notes: optionalText(bookingTextLimits.notes),
  fenicio_order_id: optionalText(bookingTextLimits.fenicio_order_id),
});
export type ReplaceBookingBody = z.infer<typeof replaceBookingBody>;
export type PatchBookingBody = z.infer<typeof patchBookingBody>;

/** POST /booking/{id}/extend */
export const extendBookingBody = z.object({
  days: z.preprocess(
    numberLike,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : numberMessage) })
      .int(numberMessage)
      .min(minExtendDays, extendDaysMessage)
      .max(maxExtendDays, extendDaysMaxMessage),
  ),
});

// ── List query ───────────────────────────────────────────────────────────────────────────────────────────
export const bookingSortColumns = [
  'id', 'location', 'status', 'size', 'insert_code', 'expiration_date', 'description', 'email', 'document', 'phone_number', 'created_at',
] as const;
export type BookingSortColumn = (typeof bookingSortColumns)[number];

/** How far past its cursor a keyset page may be read (contract `cursorPage`): a short OFFSET from an index position. */
export const maxPagesPastCursor = 8;

/** GET /booking: docs/domain/backend-calls.md params plus the 12 filters of docs/domain/screens.md; empty values are ignored. */
export const bookingListQuery = listQuery.extend({
  perPage: perPageParam(25),
  sortBy: sortByParam(bookingSortColumns),
  orderBy: orderByParam('DESC'),
  id: idFilter,
  location_id: idFilter,
  /** One id or several, comma-separated ("3,6"). */
  status: optionalFilter(
    z
      .string({ error: typeError(textMessage) })
      .regex(/^\d+(,\d+)*$/, choiceMessage)
      .transform((v) => v.split(',').map(Number))
      .refine((ids) => ids.every((id) => id <= maxId), choiceMessage),
  ),
  size_id: idFilter,
  insert_code: optionalFilter(z.string({ error: typeError(textMessage) }).trim().regex(/^\d{1,6}$/, numberMessage)),
  /** That day (Montevideo time). */
  expiration_date: dayFilter,
  description: textFilter,
  email: textFilter,
  document: textFilter,
  phone_number: textFilter,
  created_at: dayFilter,
  districad: yesNoFilter,
  /** true: a reply kept from an identical request may answer, while the data it shows is unchanged (header x-list-cache). */
  cached: yesNoFilter,
  /**
   * Keyset continuation (built-in backend; others ignore it and use `page`): the id of the previous page's last
   * booking, with sortBy=id. The page is then read from that id on instead of an OFFSET, and not counted: meta
   * says only whether more follow (total = rows up to this page, +1 when there are more; last_page = page + 1
   * when there are more). Deep pages of a long walk (the Excel export) cost the same as the first.
   */
  cursor: idFilter,
  /**
   * The page whose last booking `cursor` is (default: the page before `page`). A later page is read that many
   * pages past the cursor, so a walk can ask for a few pages at once from the last one it holds (the export
   * keeps four in flight); at most `maxPagesPastCursor` pages past it.
   */
  cursorPage: optionalFilter(z.coerce.number({ error: typeError(numberMessage) }).int(integerMessage).positive(aboveMessage(0))),
  /**
   * `export` (built-in backend; others ignore it and answer whole bookings): each booking holds only what a
   * spreadsheet of bookings shows (`bookingExportItem`), about 60 % of the bytes, which the database builds and
   * the export reads 100,000 times a file.
   */
  fields: optionalFilter(z.enum(['export'], { error: choiceMessage })),
})
  .refine((q) => q.cursorPage === undefined || (q.cursor !== undefined && q.cursorPage < q.page && q.page - q.cursorPage <= maxPagesPastCursor), {
    message: 'La página del cursor no es válida',
    path: ['cursorPage'],
  });
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** GET /booking/{id}?withDataWrap=0 answers the bare object. */
export const bookingGetQuery = z.object({ withDataWrap: queryFlag.optional() });

// ── Replies ──────────────────────────────────────────────────────────────────────────────────────────────
export const bookingClient = z.object({
  description: z.string(),
  email: z.string().nullable(),
  document: z.string().nullable(),
  phone_number: z.string().nullable(),
  phone_country: z.string().nullable(),
});
export type BookingClient = z.infer<typeof bookingClient>;

export const districadInfo = z.object({
  token: z.string().nullable(),
  status: z.string().nullable(),
  notes: z.string().nullable(),
  flag: z.boolean(),
});
export type DistricadInfo = z.infer<typeof districadInfo>;

export const bookingChange = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  action: z.string(),
  status_from: status.nullable(),
  status_to: status.nullable(),
  /** field → [old, new] */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /** null for the system (sweeps) and the locker device's anonymous recipient. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type BookingChange = z.infer<typeof bookingChange>;

export const booking = z.object({
  id: z.number().int(),
  location: z.object({ id: z.number().int(), description: z.string(), address: z.string().nullable(), ...coordinates }),
  door: z.object({ id: z.number().int(), number: z.number().int() }),
  status,
  size,
  /** Drop-off code (6 digits). */
  insert_code: z.string(),
  /** Given out at drop-off; only while the parcel is in the locker (statuses 3, 6, 11), else null. */
  pickup_code: z.string().nullable(),
  code_validity_hours: z.number().int(),
  /** Deadline of the current step: drop-off (status 2, 48 h) or pickup (drop-off + code_validity_hours). */
  expiration_date: z.string(),
  insert_date: z.string().nullable(),
  withdrawal_date: z.string().nullable(),
  withdrew_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Row version for If-Match (optional: an external API may not send it). */
  version: rowVersionField,
  client: bookingClient,
  /** The tenant's client the booking is for (docs/domain/clients.md); null when the recipient gave no document, e-mail or phone. */
  client_id: z.number().int().nullable().optional(),
  provider: z.object({ id: z.number().int(), name: z.string() }),
  notes: z.string().nullable(),
  /** Absent unless the caller's fenicio feature is on (docs/domain/roles-and-permissions.md: permission booking-create-fenicio and config fenicio = 1). */
  fenicio_order_id: z.string().nullable().optional(),
  /** Absent unless the caller's districad feature is on (a districad booking permission and config districad = 1). */
  districad: districadInfo.nullable().optional(),
  whatsapp: z.boolean(),
  /** Only on GET /booking/{id}: the history, oldest first. */
  changes: z.array(bookingChange).optional(),
});
export type Booking = z.infer<typeof booking>;

export const bookingList = listReply(booking);
export const bookingReply = dataReply(booking);

/** A booking as `GET /booking?fields=export` answers it: a subset of `booking`, so whole bookings match it too. */
export const bookingExportItem = z.object({
  id: booking.shape.id,
  location: booking.shape.location.pick({ id: true, description: true }),
  status,
  size: size.pick({ id: true, name: true }),
  insert_code: booking.shape.insert_code,
  expiration_date: booking.shape.expiration_date,
  insert_date: booking.shape.insert_date,
  created_at: booking.shape.created_at,
  client: bookingClient,
  provider: booking.shape.provider,
  notes: booking.shape.notes,
  districad: booking.shape.districad,
});
export type BookingExportItem = z.infer<typeof bookingExportItem>;

// ── POST /booking/batch (not in the spec: the Excel import's bulk create) ───────────────────────────────────
/** Idempotency keys (the Idempotency-Key header of POST /booking, a batch row's `key`): printable ASCII, 8–200. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{8,200}$/;
/** POST /booking/{id}/resend again within a minute (429): the notices are already on their way. */
export const resendTooSoonMessage = 'El código ya se reenvió hace menos de un minuto. Esperá un momento antes de volver a enviarlo.';
export const resendIntervalSeconds = 60;

export const idempotencyKeyMessage = 'La clave de idempotencia debe tener entre 8 y 200 caracteres visibles.';
export const bookingBatchMaxRows = 500;

export const createBookingBatchBody = z.object({
  rows: z
    .array(z.object({ key: z.string({ error: typeError(textMessage) }).trim().regex(idempotencyKeyPattern, idempotencyKeyMessage), booking: createBookingBody }), {
      error: typeError(listMessage),
    })
    .min(1, requiredMessage)
    .max(bookingBatchMaxRows, `No puede tener más de ${bookingBatchMaxRows} filas`)
    .refine((rows) => new Set(rows.map((row) => row.key)).size === rows.length, 'Cada fila debe tener su propia clave'),
});
export type CreateBookingBatchBody = z.infer<typeof createBookingBatchBody>;

/**
 * One row's outcome, in the request's order: 201 (created, or `replayed` when its key had already created it)
 * with the booking's id and drop-off code; else what POST /booking would have answered for that row alone
 * (402 no credits, 412 no free door, 422 locker or data, 409 its key is busy) with the same message and fields.
 */
export const bookingBatchRow = z.object({
  key: z.string(),
  status: z.number().int(),
  replayed: z.boolean().optional(),
  booking: z.object({ id: z.number().int(), insert_code: z.string() }).optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error: z.record(z.string(), z.array(z.string())).optional(),
});
export type BookingBatchRow = z.infer<typeof bookingBatchRow>;
export const bookingBatchReply = dataReply(z.array(bookingBatchRow));
export const bookingChangesReply = dataReply(z.array(bookingChange));

/** A credit movement: a row of the billing statement (GET /user/billing) and of a booking's transactions. */
export const bookingTransaction = z.object({
  id: z.number().int(),
  booking_id: z.number().int().nullable(),
  /** opening_balance, recharge, booking_debit, booking_refund, manual_adjustment, receipt_confirmation */
  kind: z.string(),
  /** Signed credits: a debit is negative. */
  charge: z.number().int(),
  /** Balance right after this movement. */
  current_credits: z.number().int(),
  description: z.string(),
  /** The facts the description was written from (ids, a transfer's number); absent from other backends. */
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  created_at: z.string(),
});
export type BookingTransaction = z.infer<typeof bookingTransaction>;
export const bookingTransactionsReply = z.object({ data: z.array(bookingTransaction), meta: paginationMeta });
