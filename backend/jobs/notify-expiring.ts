// "About to expire": parcels in the locker (Ingresado, Autorizacion retiro) whose pickup deadline falls within
// the next 24 h. Runs with the minute sweep; the dedupe key (booking + deadline) makes each deadline notify once
// per user however often it runs, and an extended deadline notifies again when it nears.
import { and, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings } from '@/backend/db/schema';
import { bookingStatus } from '@/backend/modules/bookings/booking-rules';
import { notificationTexts } from '@/backend/modules/notifications/notification-texts';
import { audience, notifyTenant } from '@/backend/modules/notifications/notify-tenant';

export const expiringWithinHours = 24;

export async function notifyExpiringParcels(db: Database, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const horizon = new Date(now.getTime() + expiringWithinHours * 3_600_000);
  const due = await db
    .select({ id: bookings.id, providerId: bookings.providerId, client: bookings.client, expirationDate: bookings.expirationDate })
    .from(bookings)
    .where(
      and(
        inArray(bookings.statusId, [bookingStatus.droppedOff, bookingStatus.withdrawalAuthorized]),
        gt(bookings.expirationDate, now),
        lte(bookings.expirationDate, horizon),
      ),
    )
    .limit(1000);
  let created = 0;
  for (const booking of due) {
    const text = notificationTexts.parcelExpiring({ bookingId: booking.id, reference: booking.client.description ?? '', hoursLeft: expiringWithinHours });
    const dedupeKey = `booking:${booking.id}:expiring:${booking.expirationDate.toISOString()}`;
    created += await notifyTenant(db, { tenantId: booking.providerId, permissions: audience.bookings, text, dedupeKey, now });
  }
  return created;
}
