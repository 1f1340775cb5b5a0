// POST /booking: takes a free door, debits the size's price in credits, issues a drop-off code: one
// transaction, so a failure leaves no trace. Status 2 Reserva; the drop-off code lapses after 48 h.
// A pre-booking (pre_booking: true) takes the door and a code but charges nothing: status 1 Pre reserva,
// held 48 h until confirmed (confirm-booking.ts) or swept away; the locker does not accept its code.
// Errors: locker not the tenant's or disabled → 422 location_id; no free door → 412 {door}; balance short → 402.
// With an idempotency key, a repeated request answers the first one's booking (idempotency.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, locations } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { bookingCredits, type Booking, type CreateBookingBody } from '@/contract/bookings';
import { bookingMessages, noFreeDoor } from './booking-errors';
import { recordChange } from './booking-history';
import { getBookingOrThrow } from './booking-record';
import { addHours, bookingStatus, dropOffWindowHours } from './booking-rules';
import { codeConstraints, newCode } from './booking-codes';
import { debitBooking } from './debit-booking';
import { doorConstraint, takeFreeDoor } from './free-door';
import { attachBooking, claimIdempotencyKey, requestHash } from './idempotency';
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

function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: [message] });
}

export async function createBooking(db: Database, input: CreateBookingInput): Promise<CreatedBooking> {
  const { body, tenantId, userId, idempotencyKey } = input;
  const price = bookingCredits(body.size_id);
  if (price === undefined) throw fieldError('size_id', bookingMessages.unknownSize);
  const hash = idempotencyKey === undefined ? '' : requestHash(body);
  const outcome = await retryOnUniqueViolation([doorConstraint, ...codeConstraints], () =>
    db.transaction(async (tx) => {
      const now = input.now ?? new Date();
      const claim = idempotencyKey === undefined ? null : await claimIdempotencyKey(tx, { tenantId, key: idempotencyKey, hash, now });
      if (claim && !claim.claimed) return { bookingId: claim.bookingId, replayed: true };
      const [location] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, body.location_id), eq(locations.providerId, tenantId), eq(locations.enabled, true)));
      if (!location) throw fieldError('location_id', bookingMessages.locationUnavailable);
      const door = await takeFreeDoor(tx, { locationId: location.id, sizeId: body.size_id });
      if (!door) throw noFreeDoor();
      const statusId = body.pre_booking ? bookingStatus.preBooking : bookingStatus.booked;
      const [created] = await tx
        .insert(bookings)
        .values({
          providerId: tenantId,
          locationId: location.id,
          doorId: door.id,
          statusId,
          sizeId: body.size_id,
          insertCode: newCode(),
          codeValidityHours: body.code_validity_hours,
          expirationDate: addHours(now, dropOffWindowHours),
          client: {
            description: body.client.description,
            email: body.client.email ?? null,
            document: body.client.document ?? null,
            phone_number: body.client.phone_number ?? null,
            phone_country: body.client.phone_country ?? null,
          },
          notes: body.notes ?? null,
          fenicioOrderId: body.fenicio_order_id ?? null,
          districad: body.districad ? { token: null, status: null, notes: null, flag: true } : null,
          whatsapp: body.whatsapp,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookings.id });
      if (!body.pre_booking) await debitBooking(tx, { tenantId, userId, bookingId: created!.id, sizeId: body.size_id, at: now });
      await recordChange(tx, {
        bookingId: created!.id,
        userId,
        action: body.pre_booking ? 'pre_booked' : 'created',
        statusTo: statusId,
        changes: body.pre_booking ? { door: [null, door.number] } : { door: [null, door.number], credits: [null, -price] },
        at: now,
      });
      if (claim?.claimed) await attachBooking(tx, claim.keyId, created!.id);
      return { bookingId: created!.id, replayed: false };
    }),
  );
  return { booking: await getBookingOrThrow(db, { tenantId, bookingId: outcome.bookingId }), replayed: outcome.replayed };
}
