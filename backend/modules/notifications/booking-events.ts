// Notifications about bookings (spec issue: parcel deposited, collected, about to expire, expired), for the
// tenant's users who can see bookings. Called inside the transaction of the change.
import { eq, sql } from 'drizzle-orm';
import { locations } from '@/backend/db/schema';
import type { Executor } from '@/backend/modules/bookings/transaction';
import { notificationTexts } from './notification-texts';
import { audience, notifyTenant } from './notify-tenant';
import { rawRows } from '../../db/raw-rows';

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

/**
 * After the sweep moved bookings: Ingreso Vencido (code lapsed) or Retiro Vencido (pickup expired). One
 * set-based statement per batch; the texts and facts are notificationTexts' (codeLapsed, parcelExpired), written
 * in SQL with the reference in parentheses when there is one (tests check they agree).
 */
export async function notifySweptBookings(tx: Executor, bookingIds: number[], kind: 'lapsed' | 'expired', now: Date) {
  if (bookingIds.length === 0) return 0;
  const text = kind === 'lapsed' ? notificationTexts.codeLapsed({ bookingId: 0, reference: '' }) : notificationTexts.parcelExpired({ bookingId: 0, reference: '' });
  const [before, after] = text.body.split('0');
  const anyOf = sql.join(['*', ...audience.bookings].map((p) => sql`${p}`), sql`, `);
  const ids = sql.join(bookingIds.map((id) => sql`${id}::int`), sql`, `);
  const reply = await rawRows(tx, sql`
    insert into notifications (user_id, provider_id, kind, title, body, data, dedupe_key, created_at)
    select u.id, b.provider_id, ${text.kind}, ${text.title},
           ${before} || b.id
             || case when coalesce(b.client->>'description', '') <> '' then ' (' || (b.client->>'description') || ')' else '' end
             || ${after},
           jsonb_build_object('booking_id', b.id, 'reference', coalesce(b.client->>'description', '')), 'booking:' || b.id || ':' || ${kind}::text, ${now.toISOString()}::timestamptz
    from bookings b
    join users u on u.provider_id = b.provider_id and u.type = 'Usuario' and u.disabled_at is null and u.deleted_at is null
      and jsonb_exists_any(u.permissions, array[${anyOf}]::text[])
    where b.id in (${ids})
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  return reply.length;
}
