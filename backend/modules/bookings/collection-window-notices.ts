// When the pickup code expires the recipient is told they still have the collection window (docs/domain/bookings.md):
// one e-mail per booking just moved to 6 Retiro Vencido that has an e-mail, queued in the sweep's transaction
// through the outbox like the pickup notice (data only; render-message.ts words it), so a booking the sweep did
// not move gets none.
import { sql } from 'drizzle-orm';
import { collectionWindowTemplate } from '@/backend/modules/mail/render-message';
import { rawRows } from '../../db/raw-rows';
import { collectionWindowHours } from './booking-rules';
import type { Executor } from './transaction';

export async function queueCollectionWindowNotices(tx: Executor, bookingIds: number[], now: Date): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const ids = sql.join(bookingIds.map((id) => sql`${id}::int`), sql`, `);
  const reply = await rawRows(tx, sql`
    insert into message_outbox (provider_id, booking_id, channel, recipient, template, payload, created_at)
    select b.provider_id, b.id, 'email', b.client->>'email', ${collectionWindowTemplate}::text,
           jsonb_build_object(
             'booking_id', b.id,
             'reference', coalesce(b.client->>'description', ''),
             'location', l.description,
             'address', l.address,
             'collect_until', to_char((b.expiration_date + ${collectionWindowHours}::int * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
           ${now.toISOString()}::timestamptz
    from bookings b
    left join locations l on l.id = b.location_id
    where b.id in (${ids}) and coalesce(b.client->>'email', '') <> ''
    returning id`);
  return reply.length;
}
