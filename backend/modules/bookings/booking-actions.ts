// The small status actions of docs/domain/screens.md: extend, renew, authorize, regenerate the drop-off code.
// Each runs in changeBooking's frame (tenant lock, allowed-from check, history row). Only confirming a
// pre-booking charges credits; a booking's price is otherwise debited at creation (fines of docs/domain/bookings.md step 5
// are not modelled).
import type { Database } from '@/backend/db/client';
import { extendedExpiry } from '@/common/booking-extension';
import type { Booking } from '@/contract/bookings';
import { noFreeDoor } from './booking-errors';
import { codeConstraints, newCode } from './booking-codes';
import { addHours, bookingStatus, dropOffWindowHours } from './booking-rules';
import { changeBooking, type BookingRef } from './change-booking';
import { debitBooking } from './debit-booking';
import { doorConstraint, takeFreeDoor } from './free-door';
import { locationUnavailable, usableLocationIds } from './new-booking';
import { retryOnUniqueViolation } from './transaction';

/**
 * POST /booking/{id}/extend {days ≥ 5}: moves the pickup deadline to max(deadline, now) + days (common/booking-extension.ts,
 * which the extend dialog also uses to show the new deadline); 6 Retiro Vencido goes back to 3 Ingresado, 11 stays 11.
 */
export function extendBooking(db: Database, input: BookingRef & { days: number }): Promise<Booking> {
  return changeBooking(db, input, 'extend', (_tx, row, now) => {
    return {
      set: {
        expirationDate: extendedExpiry(row.expirationDate, input.days, now),
        statusId: row.statusId === bookingStatus.pickupExpired ? bookingStatus.droppedOff : row.statusId,
      },
      history: 'extended',
    };
  });
}

/**
 * POST /booking/{id}/renew: a lapsed Reserva (5) gets a fresh drop-off code and another 48 h. Its door was
 * freed when the code lapsed, so it takes a free door again (its old one if still free); none → 412. Like
 * creating, it needs the locker to be the tenant's and enabled (422 location_id otherwise). It charges
 * nothing: the first charge became the lapse fee (docs/domain/limits.md) and stays earned, even if the renewed booking is
 * deleted later (delete-booking.ts refunds only what was charged after the last lapse).
 */
export function renewBooking(db: Database, input: BookingRef): Promise<Booking> {
  return retryOnUniqueViolation([doorConstraint, ...codeConstraints], () =>
    changeBooking(db, input, 'renew', async (tx, row, now) => {
      if (!(await usableLocationIds(tx, input.tenantId, [row.locationId])).has(row.locationId)) throw locationUnavailable();
      const door = await takeFreeDoor(tx, { locationId: row.locationId, sizeId: row.sizeId, preferDoorId: row.doorId });
      if (!door) throw noFreeDoor();
      return {
        set: {
          statusId: bookingStatus.booked,
          doorId: door.id,
          insertCode: newCode(),
          expirationDate: addHours(now, dropOffWindowHours),
        },
        history: 'renewed',
      };
    }),
  );
}

/** POST /booking/{id}/authorize: 3 or 6 → 11 Autorizacion retiro; the parcel no longer expires. */
export function authorizeBooking(db: Database, input: BookingRef): Promise<Booking> {
  return changeBooking(db, input, 'authorize', () => ({
    set: { statusId: bookingStatus.withdrawalAuthorized },
    history: 'authorized',
  }));
}

/** POST /booking/{id}/regenerate-code: a new drop-off code for a Reserva (the old one stops working). */
export function regenerateBookingCode(db: Database, input: BookingRef): Promise<Booking> {
  return retryOnUniqueViolation([...codeConstraints], () =>
    changeBooking(db, input, 'regenerate-code', () => ({ set: { insertCode: newCode() }, history: 'code_regenerated' })),
  );
}

/**
 * POST /booking/{id}/confirm: a Pre reserva (1) becomes a Reserva (2): its price is debited now (402 when the
 * balance is short, and it stays a pre-booking) and its drop-off code gets the full 48 h from now.
 */
export function confirmBooking(db: Database, input: BookingRef & { userId: number }): Promise<Booking> {
  return changeBooking(db, input, 'confirm', async (tx, row, now) => {
    const price = await debitBooking(tx, { tenantId: input.tenantId, userId: input.userId, bookingId: row.id, sizeId: row.sizeId, at: now });
    return {
      set: { statusId: bookingStatus.booked, expirationDate: addHours(now, dropOffWindowHours) },
      history: 'confirmed',
      extraChanges: { credits: [null, -price] },
    };
  });
}
