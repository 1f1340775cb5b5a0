// Timed booking transitions (docs/domain/bookings.md, docs/domain/limits.md), run every minute by the scheduler and safe to run any time:
//   2 Reserva whose drop-off code is 48 h old (expiration_date passed)   → 5 Ingreso Vencido (door freed)
//     and what it was charged is now the lapse fee (docs/domain/limits.md): earned, never refunded (delete-booking.ts)
//   3 Ingresado whose pickup deadline passed                             → 6 Retiro Vencido
//     and the recipient is e-mailed that the 24 h collection window runs (collection-window-notices.ts)
//   1 Pre reserva not confirmed within 48 h                              → 9 Eliminada (nothing was charged)
// Idempotent: it only moves bookings still in the source status past their deadline, so a second run at the
// same `now` finds nothing. With several instances, pg_try_advisory_xact_lock lets one sweep and the others
// skip (no waiting). Each moved booking gets its history row in the same statement.
import { sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { advisoryLocks } from '@/backend/db/advisory-locks';
import { bookingStatus } from '@/backend/modules/bookings/booking-rules';
import type { Transaction } from '@/backend/modules/bookings/transaction';
import { queueCollectionWindowNotices } from '@/backend/modules/bookings/collection-window-notices';
import { notifySweptBookings } from '@/backend/modules/notifications/booking-events';
import { rawRows } from '../db/raw-rows';

export interface SweepResult {
  /** Another instance held the lock: this run did nothing. */
  skipped: boolean;
  /** Reserva → Ingreso Vencido */
  lapsed: number;
  /** Ingresado → Retiro Vencido */
  expired: number;
  /** Pre reserva → Eliminada */
  preBookingsLapsed: number;
}

/** Rows per statement: keeps each statement short when a backlog built up (say, after downtime). */
const batchSize = 1000;

const transitions = [
  { from: bookingStatus.booked, to: bookingStatus.dropOffExpired, action: 'code_lapsed', key: 'lapsed', notify: 'lapsed' },
  { from: bookingStatus.droppedOff, to: bookingStatus.pickupExpired, action: 'pickup_expired', key: 'expired', notify: 'expired' },
  // Nothing was charged and no parcel moved: a lapsed pre-booking shows in its history, not in the bell.
  { from: bookingStatus.preBooking, to: bookingStatus.deleted, action: 'pre_booking_lapsed', key: 'preBookingsLapsed', notify: null },
] as const;

export async function sweepBookings(db: Database, options: { now?: Date } = {}): Promise<SweepResult> {
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${advisoryLocks.sweepBookings})` })
      .from(sql`(select 1) as one`);
    if (!lock?.locked) return { skipped: true, lapsed: 0, expired: 0, preBookingsLapsed: 0 };
    const result: SweepResult = { skipped: false, lapsed: 0, expired: 0, preBookingsLapsed: 0 };
    for (const transition of transitions) {
      for (;;) {
        const moved = await moveBatch(tx, transition, now);
        result[transition.key] += moved;
        if (moved < batchSize) break;
      }
    }
    return result;
  });
}

/** One statement: move a batch and write its history rows. SKIP LOCKED leaves a booking being edited for the next run. */
async function moveBatch(tx: Transaction, t: (typeof transitions)[number], now: string): Promise<number> {
  const reply = await rawRows<{ booking_id: number }>(tx, sql`
    with due as (
      select id from bookings
      where status_id = ${t.from}::int and expiration_date <= ${now}::timestamptz
      order by expiration_date
      limit ${batchSize}
      for update skip locked
    ), moved as (
      update bookings set status_id = ${t.to}::int, updated_at = ${now}::timestamptz, version = bookings.version + 1
      from due where bookings.id = due.id
      returning bookings.id
    )
    insert into booking_changes (booking_id, user_id, action, status_from, status_to, changes, created_at)
    select id, null::int, ${t.action}::text, ${t.from}::int, ${t.to}::int, '{}'::jsonb, ${now}::timestamptz from moved
    returning booking_id`);
  const ids = reply.map((row) => Number(row.booking_id));
  if (t.notify) await notifySweptBookings(tx, ids, t.notify, new Date(now));
  if (t.to === bookingStatus.pickupExpired) await queueCollectionWindowNotices(tx, ids, new Date(now));
  return ids.length;
}
