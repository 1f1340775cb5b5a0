// What every way of collecting a parcel at the locker ends with (pickup code, lost-code confirmation): 4 Retirado
// with who withdrew it, the history entry and the sender's notification, in the caller's transaction.
import { eq } from 'drizzle-orm';
import { bookings } from '@/backend/db/schema';
import { recordChange } from '@/backend/modules/bookings/booking-history';
import type { BookingDbRow } from '@/backend/modules/bookings/booking-record';
import { bookingStatus } from '@/backend/modules/bookings/booking-rules';
import type { Transaction } from '@/backend/modules/bookings/transaction';
import { notifyParcelCollected } from '@/backend/modules/notifications/booking-events';

export async function completePickup(tx: Transaction, input: { row: BookingDbRow; userId: number; withdrewBy: string; now: Date }): Promise<void> {
  const { row, userId, withdrewBy, now } = input;
  await tx.update(bookings).set({ statusId: bookingStatus.pickedUp, withdrawalDate: now, withdrewBy, updatedAt: now }).where(eq(bookings.id, row.id));
  await recordChange(tx, {
    bookingId: row.id,
    userId,
    action: 'picked_up',
    statusFrom: row.statusId,
    statusTo: bookingStatus.pickedUp,
    changes: { withdrawal_date: [null, now.toISOString()], withdrew_by: [null, withdrewBy] },
    at: now,
  });
  await notifyParcelCollected(tx, row, now);
}
