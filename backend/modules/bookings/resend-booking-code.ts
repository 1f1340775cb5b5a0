// POST /booking/{id}/resend: queues the pickup-code notices again (lost message, expired parcel after an
// extension). Only while the parcel is in the locker (3, 6, 11); a booking with neither e-mail nor
// WhatsApp phone → 412. Needs booking-edit: it sends messages on the tenant's behalf and is recorded.
import type { Database } from '@/backend/db/client';
import { AppError } from '@/backend/errors';
import type { Booking } from '@/contract/bookings';
import { bookingMessages } from './booking-errors';
import { changeBooking, type BookingRef } from './change-booking';
import { queuePickupNotices } from './pickup-notices';

export function resendBookingCode(db: Database, input: BookingRef): Promise<Booking> {
  return changeBooking(db, input, 'resend', async (tx, row, now) => {
    const queued = await queuePickupNotices(tx, row, now);
    if (queued === 0) throw new AppError('precondition_failed', bookingMessages.noRecipient, { client: [bookingMessages.noRecipient] });
    return { set: {}, history: 'code_resent', extraChanges: { notices: [null, queued] } };
  });
}
