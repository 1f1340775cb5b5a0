// Creates a notification for every back-office user of a tenant who may see what it is about (booking
// events → booking-show, billing events → billing-show), inside the caller's transaction: it exists if and
// only if the event committed. A dedupe key makes repeated runs (the expiry job) notify once per user.
import { sql } from 'drizzle-orm';
import type { Executor } from '@/backend/modules/bookings/transaction';
import type { NotificationText } from './notification-texts';
import { rawRows } from '../../db/raw-rows';

export const audience = {
  bookings: ['booking-show'],
  billing: ['billing-show'],
} as const;

export async function notifyTenant(
  tx: Executor,
  input: { tenantId: number; permissions: readonly string[]; text: NotificationText; dedupeKey?: string; now?: Date },
): Promise<number> {
  const { text } = input;
  const anyOf = sql.join(['*', ...input.permissions].map((p) => sql`${p}`), sql`, `);
  const createdAt = (input.now ?? new Date()).toISOString();
  const reply = await rawRows(tx, sql`
    insert into notifications (user_id, provider_id, kind, title, body, data, dedupe_key, created_at)
    select id, provider_id, ${text.kind}, ${text.title}, ${text.body}, ${JSON.stringify(text.data)}::jsonb,
           ${input.dedupeKey ?? null}::text, ${createdAt}::timestamptz
    from users
    where provider_id = ${input.tenantId}::int and type = 'Usuario' and disabled_at is null and deleted_at is null
      and jsonb_exists_any(permissions, array[${anyOf}]::text[])
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  return reply.length;
}
