// What creating a booking writes, shared by POST /booking (create-booking.ts, one row) and POST /booking/batch
// (create-booking-batch.ts, many rows in one transaction): the price and its refusal, which lockers may take
// bookings, the new row, its history entry, and the refusals a row can meet (locker, door, credits).
import { and, eq, inArray } from 'drizzle-orm';
import { bookings, locations } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { bookingCredits } from '@/backend/modules/prices/prices';
import type { CreateBookingBody } from '@/contract/bookings';
import { bookingMessages } from './booking-errors';
import type { ChangeEntry } from './booking-history';
import { addHours, bookingStatus, dropOffWindowHours } from './booking-rules';
import type { Executor } from './transaction';
import { newDistricadToken } from '@/backend/modules/districad/tracking-token';

function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: [message] });
}

export const locationUnavailable = () => fieldError('location_id', bookingMessages.locationUnavailable);

/** The size's price in credits (docs/domain/limits.md); an unknown size is a 422 on size_id. */
export function bookingPrice(body: CreateBookingBody): number {
  const price = bookingCredits(body.size_id);
  if (price === undefined) throw fieldError('size_id', bookingMessages.unknownSize);
  return price;
}

/** Which of these lockers may take bookings: the tenant's own and enabled. */
export async function usableLocationIds(tx: Executor, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, [...new Set(ids)]), eq(locations.providerId, tenantId), eq(locations.enabled, true)));
  return new Set(rows.map((row) => row.id));
}

export const statusOfNew = (body: CreateBookingBody) => (body.pre_booking ? bookingStatus.preBooking : bookingStatus.booked);

/** The bookings row of a new booking on `door`: status 2 Reserva (1 Pre reserva), a drop-off window of 48 h. */
export function newBookingRow(input: {
  tenantId: number;
  userId: number;
  body: CreateBookingBody;
  door: { id: number; locationId: number };
  insertCode: string;
  now: Date;
  /** The booking's client (backend/modules/clients/link-clients.ts), null when the contact names nobody. */
  clientId: number | null;
}): typeof bookings.$inferInsert {
  const { body, now } = input;
  return {
    providerId: input.tenantId,
    locationId: input.door.locationId,
    doorId: input.door.id,
    statusId: statusOfNew(body),
    sizeId: body.size_id,
    insertCode: input.insertCode,
    codeValidityHours: body.code_validity_hours,
    expirationDate: addHours(now, dropOffWindowHours),
    client: {
      description: body.client.description,
      email: body.client.email ?? null,
      document: body.client.document ?? null,
      phone_number: body.client.phone_number ?? null,
      phone_country: body.client.phone_country ?? null,
    },
    clientId: input.clientId,
    notes: body.notes ?? null,
    fenicioOrderId: body.fenicio_order_id ?? null,
    districad: body.districad ? { token: newDistricadToken(), status: null, notes: null, flag: true } : null,
    whatsapp: body.whatsapp,
    createdBy: input.userId,
    createdAt: now,
    updatedAt: now,
  };
}

/** The history entry of a creation: the door taken and, unless a pre-booking, the credits charged. */
export function creationChange(input: { bookingId: number; userId: number; body: CreateBookingBody; doorNumber: number; price: number; now: Date }): ChangeEntry {
  const { body } = input;
  return {
    bookingId: input.bookingId,
    userId: input.userId,
    action: body.pre_booking ? 'pre_booked' : 'created',
    statusTo: statusOfNew(body),
    changes: body.pre_booking ? { door: [null, input.doorNumber] } : { door: [null, input.doorNumber], credits: [null, -input.price] },
    at: input.now,
  };
}
