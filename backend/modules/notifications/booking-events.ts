// Notifications about bookings (spec issue: parcel deposited, collected, about to expire, expired), for the
// tenant's users who can see bookings. Called inside the transaction of the change.
import { eq, inArray } from 'drizzle-orm';
import { bookings, locations } from '@/backend/db/schema';
import type { Executor } from '@/backend/modules/bookings/transaction';
import { notificationTexts } from './notification-texts';
import { audience, notifyTenant } from './notify-tenant';

interface BookingRef {
  id: number;
  providerId: number;
  locationId: number;
  client: { description?: string | null };
}

const facts = (b: BookingRef) => ({ bookingId: b.id, reference: b.client.description ?? '' });

export async function notifyParcelDeposited(tx: Executor, booking: BookingRef, now: Date) {
  const [location] = await tx.select({ description: locations.description }).from(locations).where(eq(locations.id, booking.locationId));
  const text = notificationTexts.parcelDeposited({ ...facts(booking), location: location?.description ?? '' });
  return notifyTenant(tx, { tenantId: booking.providerId, permissions: audience.bookings, text, now });
}

export async function notifyParcelCollected(tx: Executor, booking: BookingRef, now: Date) {
  return notifyTenant(tx, { tenantId: booking.providerId, permissions: audience.bookings, text: notificationTexts.parcelCollected(facts(booking)), now });
}

/** After the sweep moved bookings: Ingreso Vencido (code lapsed) or Retiro Vencido (pickup expired). */
export async function notifySweptBookings(tx: Executor, bookingIds: number[], kind: 'lapsed' | 'expired', now: Date) {
  if (bookingIds.length === 0) return 0;
  const rows = await tx
    .select({ id: bookings.id, providerId: bookings.providerId, locationId: bookings.locationId, client: bookings.client })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  let created = 0;
  for (const row of rows) {
    const text = kind === 'lapsed' ? notificationTexts.codeLapsed(facts(row)) : notificationTexts.parcelExpired(facts(row));
    created += await notifyTenant(tx, { tenantId: row.providerId, permissions: audience.bookings, text, dedupeKey: `booking:${row.id}:${kind}`, now });
  }
  return created;
}
