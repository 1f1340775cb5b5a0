// POST /booking: takes a free door, debits the size's price in credits, issues a drop-off code: one
// transaction, so a failure leaves no trace. Status 2 Reserva; the drop-off code lapses after 48 h.
// A pre-booking (pre_booking: true) takes the door and a code but charges nothing: status 1 Pre reserva,
// held 48 h until confirmed (confirm-booking.ts) or swept away; the locker does not accept its code.
// Errors: locker not the tenant's or disabled → 422 location_id; no free door → 412 {door}; balance short → 402.
// With an idempotency key, a repeated request answers the first one's booking (idempotency.ts).
import type { Database } from '@/backend/db/client';
import { bookings } from '@/backend/db/schema';
import { linkClient } from '@/backend/modules/clients/link-clients';
import type { Booking, CreateBookingBody } from '@/contract/bookings';
import { noFreeDoor } from './booking-errors';
import { recordChange } from './booking-history';
import { getBookingOrThrow } from './booking-record';
import { codeConstraints, newCode } from './booking-codes';
import { debitBooking } from './debit-booking';
import { doorConstraint, takeFreeDoor } from './free-door';
import { attachBooking, claimIdempotencyKey, requestHash } from './idempotency';
import { bookingPrice, creationChange, locationUnavailable, newBookingRow, usableLocationIds } from './new-booking';
import { retryOnUniqueViolation } from './transaction';

export interface CreateBookingInput {
  tenantId: number;
  userId: number;
  body: CreateBookingBody;
  /** Idempotency-Key header: the same key creates once per tenant (24 h). */
  idempotencyKey?: string;
  now?: Date;
}

export interface CreatedBooking {
  booking: Booking;
  /** true when the key had already created this booking. */
  replayed: boolean;
}

export async function createBooking(db: Database, input: CreateBookingInput): Promise<CreatedBooking> {
  const { body, tenantId, userId, idempotencyKey } = input;
  const price = bookingPrice(body);
  const hash = idempotencyKey === undefined ? '' : requestHash(body);
  const outcome = await retryOnUniqueViolation([doorConstraint, ...codeConstraints], () =>
    db.transaction(async (tx) => {
      const now = input.now ?? new Date();
      const claim = idempotencyKey === undefined ? null : await claimIdempotencyKey(tx, { tenantId, key: idempotencyKey, hash, now });
      if (claim && !claim.claimed) return { bookingId: claim.bookingId, replayed: true };
      if (!(await usableLocationIds(tx, tenantId, [body.location_id])).has(body.location_id)) throw locationUnavailable();
      const door = await takeFreeDoor(tx, { locationId: body.location_id, sizeId: body.size_id });
      if (!door) throw noFreeDoor();
      const clientId = await linkClient(tx, tenantId, body.client);
      const [created] = await tx
        .insert(bookings)
        .values(newBookingRow({ tenantId, userId, body, door: { id: door.id, locationId: body.location_id }, insertCode: newCode(), now, clientId }))
        .returning({ id: bookings.id });
      if (!body.pre_booking) await debitBooking(tx, { tenantId, userId, bookingId: created!.id, sizeId: body.size_id, at: now });
      await recordChange(tx, creationChange({ bookingId: created!.id, userId, body, doorNumber: door.number, price, now }));
      if (claim?.claimed) await attachBooking(tx, claim.keyId, created!.id);
      return { bookingId: created!.id, replayed: false };
    }),
  );
  return { booking: await getBookingOrThrow(db, { tenantId, bookingId: outcome.bookingId }), replayed: outcome.replayed };
}
