// Pickup-code notices (docs/domain/bookings.md: sent by e-mail and messaging app once the parcel is in the locker) go to the
// message_outbox in the caller's transaction: a notice exists if and only if the change committed. A sender
// outside this module delivers them and sets sent_at.
import { eq } from 'drizzle-orm';
import { locations, messageOutbox } from '@/backend/db/schema';
import { pickupNoticeTemplate } from '@/backend/modules/mail/render-message';
import type { BookingDbRow } from './booking-record';
import { whatsappRecipient } from './resident-whatsapp';
import type { Executor } from './transaction';

/** Queues an e-mail (when the client has one) and a WhatsApp (when asked, or when a resident's config says so, and a phone exists); returns how many. */
export async function queuePickupNotices(tx: Executor, booking: BookingDbRow, now: Date): Promise<number> {
  const [location] = await tx
    .select({ description: locations.description, address: locations.address })
    .from(locations)
    .where(eq(locations.id, booking.locationId));
  const payload = {
    booking_id: booking.id,
    reference: booking.client.description,
    pickup_code: booking.pickupCode,
    location: location?.description ?? null,
    address: location?.address ?? null,
    expiration_date: booking.expirationDate.toISOString(),
  };
  const rows: (typeof messageOutbox.$inferInsert)[] = [];
  if (booking.client.email) {
    rows.push({ providerId: booking.providerId, bookingId: booking.id, channel: 'email', recipient: booking.client.email, template: pickupNoticeTemplate, payload, createdAt: now });
  }
  const recipient = await whatsappRecipient(tx, booking);
  if (recipient) {
    rows.push({ providerId: booking.providerId, bookingId: booking.id, channel: 'whatsapp', recipient, template: pickupNoticeTemplate, payload, createdAt: now });
  }
  if (rows.length > 0) await tx.insert(messageOutbox).values(rows);
  return rows.length;
}
