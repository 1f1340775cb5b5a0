// When the pickup code expires the recipient is told they still have the collection window (docs/domain/bookings.md),
// on the pickup notice's channels: an e-mail when the booking has one, and a WhatsApp when the pickup notice would
// go by WhatsApp (the booking's box, or the resident's config: resident-whatsapp.ts). Queued in the sweep's
// transaction through the outbox like the pickup notice (data only; render-message.ts words it), so a booking the
// sweep did not move gets none.
import { eq, inArray } from 'drizzle-orm';
import { bookings, locations, messageOutbox } from '@/backend/db/schema';
import { collectionWindowTemplate } from '@/backend/modules/mail/render-message';
import { collectionEndsAt } from './booking-rules';
import { whatsappRecipient } from './resident-whatsapp';
import type { Executor } from './transaction';

export async function queueCollectionWindowNotices(tx: Executor, bookingIds: number[], now: Date): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const moved = await tx
    .select({ booking: bookings, location: { description: locations.description, address: locations.address } })
    .from(bookings)
    .leftJoin(locations, eq(locations.id, bookings.locationId))
    .where(inArray(bookings.id, bookingIds));
  const rows: (typeof messageOutbox.$inferInsert)[] = [];
  for (const { booking, location } of moved) {
    const payload = {
      booking_id: booking.id,
      reference: booking.client.description ?? '',
      location: location?.description ?? null,
      address: location?.address ?? null,
      collect_until: collectionEndsAt(booking.expirationDate).toISOString(),
    };
    const base = { providerId: booking.providerId, bookingId: booking.id, template: collectionWindowTemplate, payload, createdAt: now };
    if (booking.client.email) rows.push({ ...base, channel: 'email', recipient: booking.client.email });
    const phone = await whatsappRecipient(tx, booking);
    if (phone) rows.push({ ...base, channel: 'whatsapp', recipient: phone });
  }
  if (rows.length > 0) await tx.insert(messageOutbox).values(rows);
  return rows.length;
}
