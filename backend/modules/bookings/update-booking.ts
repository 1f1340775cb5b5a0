// PUT /booking/{id} (every editable field) and PATCH /booking/{id} (only those given).
// Editable: client, notes, whatsapp, fenicio_order_id, and code_validity_hours until the parcel is dropped
// off (afterwards the pickup deadline is fixed; extend moves it). Status, provider, credits, codes, locker
// and size never come from a body: the contract drops those keys, so sending a whole booking back is safe.
import { AppError } from '@/backend/errors';
import type { Booking, PatchBookingBody, ReplaceBookingBody } from '@/contract/bookings';
import type { Database } from '@/backend/db/client';
import { bookingMessages } from './booking-errors';
import { bookingStatus } from './booking-rules';
import { changeBooking, type BookingRef, type BookingUpdate } from './change-booking';
import type { BookingDbRow } from './booking-record';

export type UpdateBookingInput = BookingRef & { /** false: the caller's fenicio feature is off; the field is never written (not even cleared by PUT). */ fenicio?: boolean } & (
    { mode: 'replace'; body: ReplaceBookingBody } | { mode: 'patch'; body: PatchBookingBody }
  );

export function updateBooking(db: Database, input: UpdateBookingInput): Promise<Booking> {
  return changeBooking(db, input, 'edit', (_tx, row) => ({ set: plannedFields(row, input), history: 'updated' }));
}

function plannedFields(row: BookingDbRow, input: UpdateBookingInput): BookingUpdate {
  const body = input.body;
  const set: BookingUpdate = {};
  if (input.mode === 'replace' || body.client) {
    const given = body.client ?? {};
    set.client = {
      description: given.description ?? row.client.description,
      email: pick(input.mode, given, 'email', row.client.email),
      document: pick(input.mode, given, 'document', row.client.document),
      phone_number: pick(input.mode, given, 'phone_number', row.client.phone_number),
      phone_country: pick(input.mode, given, 'phone_country', row.client.phone_country),
    };
  }
  if (input.mode === 'replace' || body.notes !== undefined) set.notes = body.notes ?? null;
  if (input.fenicio !== false && (input.mode === 'replace' || body.fenicio_order_id !== undefined)) set.fenicioOrderId = body.fenicio_order_id ?? null;
  if (body.whatsapp !== undefined) set.whatsapp = body.whatsapp;
  if (body.code_validity_hours !== undefined && body.code_validity_hours !== row.codeValidityHours) {
    if (row.statusId !== bookingStatus.booked) {
      throw new AppError('precondition_failed', bookingMessages.validityAfterDropOff, {
        code_validity_hours: [bookingMessages.validityAfterDropOff],
      });
    }
    set.codeValidityHours = body.code_validity_hours;
  }
  return set;
}

/** PUT clears an omitted field; PATCH keeps it; null (or a blank) clears it in both. */
function pick<K extends string>(mode: 'replace' | 'patch', given: Partial<Record<K, string | null | undefined>>, key: K, current: string | null | undefined) {
  if (given[key] !== undefined) return given[key];
  return mode === 'replace' ? null : (current ?? null);
}
