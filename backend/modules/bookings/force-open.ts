// POST /booking/{id}/force-open: the tenant's staff open the door of a parcel nobody collected and take it back.
// Allowed with the parcel in the locker (3, 6, 11) and only 15 days after the recipient was notified (the
// drop-off, when the pickup notice goes out); earlier → 412 saying from when. The booking ends as 10 Retirado
// Proveedor, which frees the door; the history records who did it (docs/domain/forced-opening.md).
import type { Database } from '@/backend/db/client';
import { AppError } from '@/backend/errors';
import { forcedOpeningAfterDays, forcedOpeningFrom, type Booking } from '@/contract/bookings';
import { bookingStatus } from './booking-rules';
import { changeBooking, type BookingRef } from './change-booking';

export const forcedOpeningTooEarlyMessage = `La apertura forzada es posible ${forcedOpeningAfterDays} días después del aviso al destinatario.`;
export const forcedOpeningWithdrewBy = 'Proveedor (apertura forzada)';

export function forceOpenBooking(db: Database, input: BookingRef): Promise<Booking> {
  return changeBooking(db, input, 'force-open', (_tx, row, now) => {
    if (!row.insertDate || now.getTime() < forcedOpeningFrom(row.insertDate).getTime()) {
      throw new AppError('precondition_failed', forcedOpeningTooEarlyMessage, { status: [forcedOpeningTooEarlyMessage] });
    }
    return {
      set: { statusId: bookingStatus.withdrawnByProvider, withdrawalDate: now, withdrewBy: forcedOpeningWithdrewBy },
      history: 'forced_open',
    };
  });
}
