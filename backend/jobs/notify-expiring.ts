// "About to expire": parcels in the locker (Ingresado, Autorizacion retiro) whose pickup deadline falls within
// the next 24 h. Runs with the minute sweep as one set-based statement (bookings × the tenant's users who can
// see bookings); the dedupe key (booking + deadline) makes each deadline notify once per user however often it
// runs, and an extended deadline notifies again when it nears. The text and its facts are
// notificationTexts.parcelExpiring's, written in SQL (a test checks they agree).
import { sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookingStatus } from '@/backend/modules/bookings/booking-rules';
import { notificationTexts } from '@/backend/modules/notifications/notification-texts';
import { audience } from '@/backend/modules/notifications/notify-tenant';
import { rawRows } from '../db/raw-rows';

export const expiringWithinHours = 24;

export async function notifyExpiringParcels(db: Database, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const horizon = new Date(now.getTime() + expiringWithinHours * 3_600_000);
  const { kind, title } = notificationTexts.parcelExpiring({ bookingId: 0, reference: '', hoursLeft: expiringWithinHours });
  const anyOf = sql.join(['*', ...audience.bookings].map((p) => sql`${p}`), sql`, `);
  const reply = await rawRows(db, sql`
    insert into notifications (user_id, provider_id, kind, title, body, data, dedupe_key, created_at)
    select u.id, b.provider_id, ${kind}, ${title},
           'El plazo de retiro de la reserva ' || b.id
             || case when coalesce(b.client->>'description', '') <> '' then ' (' || (b.client->>'description') || ')' else '' end
             || ' vence en menos de ' || ${expiringWithinHours}::int || ' horas.',
           jsonb_build_object('booking_id', b.id, 'reference', coalesce(b.client->>'description', ''), 'hours_left', ${expiringWithinHours}::int),
           'booking:' || b.id || ':expiring:' || to_char(b.expiration_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           ${now.toISOString()}::timestamptz
    from bookings b
    join users u on u.provider_id = b.provider_id and u.type = 'Usuario' and u.disabled_at is null and u.deleted_at is null
      and jsonb_exists_any(u.permissions, array[${anyOf}]::text[])
    where b.status_id in (${bookingStatus.droppedOff}::int, ${bookingStatus.withdrawalAuthorized}::int)
      and b.expiration_date > ${now.toISOString()}::timestamptz and b.expiration_date <= ${horizon.toISOString()}::timestamptz
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  return reply.length;
}
