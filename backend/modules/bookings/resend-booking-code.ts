// POST /booking/{id}/resend: queues the pickup-code notices again (lost message, expired parcel after an
// extension). Only while the parcel is in the locker (3, 6, 11); a booking with neither e-mail nor
// WhatsApp phone → 412. Needs booking-edit: it sends messages on the tenant's behalf and is recorded. At most once
// a minute per booking (429): each call is an e-mail and a paid WhatsApp message to the same person.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookingChanges } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { resendIntervalSeconds, resendTooSoonMessage, type Booking } from '@/contract/bookings';
import { bookingMessages } from './booking-errors';
import { changeBooking, type BookingRef } from './change-booking';
import { queuePickupNotices } from './pickup-notices';

export function resendBookingCode(db: Database, input: BookingRef): Promise<Booking> {
  return changeBooking(db, input, 'resend', async (tx, row, now) => {
    // The booking's row is locked: two resends at once see each other's history row.
    const [last] = await tx
      .select({ at: bookingChanges.createdAt })
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, row.id), eq(bookingChanges.action, 'code_resent')))
      .orderBy(desc(bookingChanges.id))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < resendIntervalSeconds * 1000) throw new AppError('too_many_requests', resendTooSoonMessage);
    const queued = await queuePickupNotices(tx, row, now);
    if (queued === 0) throw new AppError('precondition_failed', bookingMessages.noRecipient, { client: [bookingMessages.noRecipient] });
    return { set: {}, history: 'code_resent', extraChanges: { notices: [null, queued] } };
  });
}
