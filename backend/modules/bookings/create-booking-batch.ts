// POST /booking/batch: up to 500 bookings in one transaction, each row with its idempotency key, for the Excel
// import (5,000 rows in seconds instead of one request and one transaction per row). The same rules as POST
// /booking (new-booking.ts), applied set-based: keys claimed together, the lockers checked in one query, the free
// doors picked and locked in one statement (free-door.ts), one balance update for the chunk with one ledger row
// per booking, the rows, history and key links in one statement each.
// A row that cannot be created gets the answer POST /booking would have given it alone (422 locker, 412 no free
// door, 402 credits, 422 key reused with other data, 409 key busy) and takes nothing; the others go on. Credits
// are spent in the request's order, as one-by-one creation would: a row that no longer fits fails and a later,
// cheaper one may still fit. A key that already created a booking answers it (replayed), whatever else happens.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, providers } from '@/backend/db/schema';
import { insertMany } from '@/backend/db/insert-many';
import { clientKey } from '@/backend/modules/clients/client-key';
import { linkClients } from '@/backend/modules/clients/link-clients';
import { AppError } from '@/backend/errors';
import type { BookingBatchRow, CreateBookingBody } from '@/contract/bookings';
import { requiredMessage } from '@/contract/fields';
import { activeStatuses } from './booking-rules';
import { insufficientCredits, noFreeDoor } from './booking-errors';
import { recordChanges } from './booking-history';
import { codeConstraints, newCode } from './booking-codes';
import { debitBookings } from './debit-booking';
import { doorConstraint, takeFreeDoors, type TakenDoor } from './free-door';
import { attachBookings, claimIdempotencyKeys, releaseKeys, requestHash } from './idempotency';
import { bookingPrice, creationChange, locationUnavailable, newBookingRow, usableLocationIds } from './new-booking';
import { retryOnUniqueViolation, type Transaction } from './transaction';

export interface BatchRowInput {
  key: string;
  booking: CreateBookingBody;
}

export interface CreateBookingBatchInput {
  tenantId: number;
  userId: number;
  rows: readonly BatchRowInput[];
  /** The caller's needs_id config: a row without the client's CI is refused, as POST /booking refuses it. */
  needsId: boolean;
  now?: Date;
}

const failure = (key: string, error: AppError): BookingBatchRow => ({ key, status: error.status, ...error.toBody() });

export async function createBookingBatch(db: Database, input: CreateBookingBatchInput): Promise<BookingBatchRow[]> {
  const results: (BookingBatchRow | undefined)[] = input.rows.map(({ key, booking }) => {
    try {
      bookingPrice(booking);
    } catch (error) {
      return failure(key, error as AppError);
    }
    // As assertBookingFeatures answers POST /booking when needs_id is on.
    if (input.needsId && !booking.client.document) return failure(key, new AppError('validation', requiredMessage, { 'client.document': [requiredMessage] }));
    return undefined;
  });
  const pending = input.rows.flatMap((row, index) => (results[index] ? [] : [{ ...row, index, hash: requestHash(row.booking) }]));
  if (pending.length === 0) return results.map((result) => result!);
  // A fresh transaction each attempt: when two creates raced for a door or a code clashed, everything is redone.
  const outcomes = await retryOnUniqueViolation([doorConstraint, ...codeConstraints], () =>
    db.transaction((tx) => createRows(tx, { ...input, now: input.now ?? new Date() }, pending)),
  );
  for (const [index, outcome] of outcomes) results[index] = outcome;
  return results.map((result) => result!);
}

type PendingRow = BatchRowInput & { index: number; hash: string };

async function createRows(tx: Transaction, input: CreateBookingBatchInput & { now: Date }, rows: readonly PendingRow[]): Promise<Map<number, BookingBatchRow>> {
  const { tenantId, userId, now } = input;
  const outcomes = new Map<number, BookingBatchRow>();
  const fail = (row: PendingRow, error: AppError) => outcomes.set(row.index, failure(row.key, error));

  const claims = await claimIdempotencyKeys(tx, { tenantId, keys: rows, now });
  const replays: { row: PendingRow; bookingId: number }[] = [];
  let claimed: (PendingRow & { keyId: number })[] = [];
  for (const row of rows) {
    const claim = claims.get(row.key)!;
    if (claim instanceof AppError) fail(row, claim);
    else if (!claim.claimed) replays.push({ row, bookingId: claim.bookingId });
    else claimed.push({ ...row, keyId: claim.keyId });
  }
  // Keys of rows that end up not created are released at the end, so that a retry may create them.
  const released: number[] = [];
  const refuse = (row: PendingRow & { keyId: number }, error: AppError) => {
    fail(row, error);
    released.push(row.keyId);
  };

  const usable = await usableLocationIds(tx, tenantId, claimed.map((row) => row.booking.location_id));
  for (const row of claimed) if (!usable.has(row.booking.location_id)) refuse(row, locationUnavailable());
  claimed = claimed.filter((row) => usable.has(row.booking.location_id));

  // Doors: each locker and size gets as many as its rows ask for; the rows take them in the request's order.
  const wants = new Map<string, { locationId: number; sizeId: number; count: number }>();
  for (const { booking } of claimed) {
    const group = `${booking.location_id}:${booking.size_id}`;
    const want = wants.get(group) ?? { locationId: booking.location_id, sizeId: booking.size_id, count: 0 };
    want.count++;
    wants.set(group, want);
  }
  const free = await takeFreeDoors(tx, [...wants.values()]);

  // Rows in the request's order, each as POST /booking alone would go: a door first (412 without one), then its
  // credits from the balance locked now (402); a row refused for credits leaves its door to the next row.
  const charged = claimed.some((row) => !row.booking.pre_booking);
  let balance = charged ? await lockedBalance(tx, tenantId) : 0;
  const toCreate: (PendingRow & { keyId: number; door: TakenDoor; price: number })[] = [];
  for (const row of claimed) {
    const doors = free.get(`${row.booking.location_id}:${row.booking.size_id}`)!;
    const price = bookingPrice(row.booking);
    if (doors.length === 0) refuse(row, noFreeDoor());
    else if (!row.booking.pre_booking && price > balance) refuse(row, insufficientCredits());
    else {
      toCreate.push({ ...row, door: doors.shift()!, price });
      if (!row.booking.pre_booking) balance -= price;
    }
  }

  if (toCreate.length > 0) {
    const codes = await codePicker(tx, toCreate.map((row) => row.door.locationId));
    const clientIds = await linkClients(tx, tenantId, toCreate.map((row) => row.booking.client));
    const clientOf = (row: (typeof toCreate)[number]) => clientIds.get(clientKey(row.booking.client) ?? '') ?? null;
    const inserted = await insertMany(
      tx,
      bookings,
      toCreate.map((row) =>
        newBookingRow({ tenantId, userId, body: row.booking, door: row.door, insertCode: codes(row.door.locationId), now, clientId: clientOf(row) }),
      ),
      { returning: ['id', 'door_id', 'insert_code'] },
    );
    // Each row took its own door: the door says which booking is whose.
    const byDoor = new Map(inserted.map((b) => [Number(b.door_id), { id: Number(b.id), insertCode: String(b.insert_code) }]));
    const created = toCreate.map((row) => ({ ...row, saved: byDoor.get(row.door.id)! }));
    await debitBookings(tx, {
      tenantId,
      userId,
      at: now,
      charges: created.filter((row) => !row.booking.pre_booking).map((row) => ({ bookingId: row.saved.id, sizeId: row.booking.size_id })),
    });
    await recordChanges(
      tx,
      created.map((row) => creationChange({ bookingId: row.saved.id, userId, body: row.booking, doorNumber: row.door.number, price: row.price, now })),
    );
    await attachBookings(tx, created.map((row) => ({ keyId: row.keyId, bookingId: row.saved.id })));
    for (const row of created) outcomes.set(row.index, { key: row.key, status: 201, replayed: false, booking: { id: row.saved.id, insert_code: row.saved.insertCode } });
  }
  await releaseKeys(tx, released);

  if (replays.length > 0) {
    const earlier = await tx
      .select({ id: bookings.id, insertCode: bookings.insertCode })
      .from(bookings)
      .where(and(eq(bookings.providerId, tenantId), inArray(bookings.id, replays.map((r) => r.bookingId))));
    const codeOf = new Map(earlier.map((b) => [b.id, b.insertCode]));
    for (const { row, bookingId } of replays) outcomes.set(row.index, { key: row.key, status: 201, replayed: true, booking: { id: bookingId, insert_code: codeOf.get(bookingId)! } });
  }
  return outcomes;
}

/** The tenant's balance, its row locked until the transaction ends (the debit below updates it). */
async function lockedBalance(tx: Transaction, tenantId: number): Promise<number> {
  const [row] = await tx.select({ credits: providers.credits }).from(providers).where(eq(providers.id, tenantId)).for('update');
  return row?.credits ?? 0;
}

/**
 * Drop-off codes unique among each locker's active bookings (the partial unique index is the last guard): the
 * codes in use at these lockers are read once, and each new code avoids them and the batch's own.
 */
async function codePicker(tx: Transaction, locationIds: readonly number[]): Promise<(locationId: number) => string> {
  const inUse = await tx
    .select({ locationId: bookings.locationId, code: bookings.insertCode })
    .from(bookings)
    .where(and(inArray(bookings.locationId, [...new Set(locationIds)]), inArray(bookings.statusId, [...activeStatuses])));
  const taken = new Map<number, Set<string>>();
  const codesAt = (locationId: number) => taken.get(locationId) ?? taken.set(locationId, new Set()).get(locationId)!;
  for (const row of inUse) codesAt(row.locationId).add(row.code);
  return (locationId) => {
    const codes = codesAt(locationId);
    for (;;) {
      const code = newCode();
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };
}
