// POST /booking: takes a free door, debits the size's price in credits, issues a drop-off code: one
// transaction, so a failure leaves no trace. Status 2 Reserva; the drop-off code lapses after 48 h.
// Errors: locker not the tenant's or disabled → 422 location_id; no free door → 412 {door}; balance short → 402.
// With an idempotency key, a repeated request answers the first one's booking (idempotency.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, locations, sizes } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { bookingCredits, type Booking, type CreateBookingBody } from '@/contract/bookings';
import { bookingMessages, noFreeDoor } from './booking-errors';
import { recordChange } from './booking-history';
import { getBookingOrThrow } from './booking-record';
import { addHours, bookingStatus, dropOffWindowHours } from './booking-rules';
import { codeConstraints, newCode } from './booking-codes';
import { applyCreditMovement } from './credit-ledger';
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
      const [created] = await tx
        .insert(bookings)
        .values({
          providerId: tenantId,
          locationId: location.id,
          doorId: door.id,
          statusId: bookingStatus.booked,
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
      const [size] = await tx.select({ name: sizes.name }).from(sizes).where(eq(sizes.id, body.size_id));
      await applyCreditMovement(tx, {
        tenantId,
        amount: -price,
        kind: 'booking_debit',
        bookingId: created!.id,
        description: `Reserva #${created!.id} (puerta ${size?.name ?? body.size_id})`,
        userId,
        at: now,
      });
      await recordChange(tx, {
        bookingId: created!.id,
        userId,
        action: 'created',
        statusTo: bookingStatus.booked,
        changes: { door: [null, door.number], credits: [null, -price] },
        at: now,
      });
      if (claim?.claimed) await attachBooking(tx, claim.keyId, created!.id);
      return { bookingId: created!.id, replayed: false };
    }),
  );
  return { booking: await getBookingOrThrow(db, { tenantId, bookingId: outcome.bookingId }), replayed: outcome.replayed };
}
