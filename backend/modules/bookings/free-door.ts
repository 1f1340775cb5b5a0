// Picks a free door: enabled, of the size, at the locker, held by no active booking.
// FOR UPDATE SKIP LOCKED makes concurrent creates take different doors instead of queueing on one; the
// partial unique index bookings_active_door_unique catches the rare case where a create committed between
// another's snapshot and its lock (the loser retries and sees the door taken).
import { and, asc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import { bookings, doors } from '@/backend/db/schema';
import { activeStatuses } from './booking-rules';
import type { Transaction } from './transaction';
import { rawRows } from '../../db/raw-rows';

export const doorConstraint = 'bookings_active_door_unique';

export async function takeFreeDoor(tx: Transaction, input: { locationId: number; sizeId: number; preferDoorId?: number; exceptDoorIds?: number[] }) {
  const free = (doorFilter = eq(doors.locationId, input.locationId)) =>
    tx
      .select({ id: doors.id, number: doors.number })
      .from(doors)
      .where(
        and(
          doorFilter,
          eq(doors.locationId, input.locationId),
          eq(doors.sizeId, input.sizeId),
          eq(doors.enabled, true),
          // Doors this transaction already locked (a batch): SKIP LOCKED skips only other transactions' locks.
          input.exceptDoorIds?.length ? notInArray(doors.id, input.exceptDoorIds) : undefined,
          notExists(
            tx
              .select({ id: bookings.id })
              .from(bookings)
              .where(and(eq(bookings.doorId, doors.id), inArray(bookings.statusId, [...activeStatuses]))),
          ),
        ),
      )
      .orderBy(asc(doors.number))
      .limit(1)
      .for('update', { skipLocked: true });
  // A renewed booking keeps its old door when that one is still free.
  if (input.preferDoorId !== undefined) {
    const [same] = await free(eq(doors.id, input.preferDoorId));
    if (same) return same;
  }
  const [door] = await free();
  return door ?? null;
}

export interface DoorWant {
  locationId: number;
  sizeId: number;
  count: number;
}

export interface TakenDoor {
  id: number;
  number: number;
  locationId: number;
  sizeId: number;
}

const groupOf = (locationId: number, sizeId: number) => `${locationId}:${sizeId}`;

/**
 * Many free doors at once (POST /booking/batch): for each locker and size, up to `count` free doors, lowest
 * numbers first, locked for the transaction like takeFreeDoor's (SKIP LOCKED: doors a concurrent create holds are
 * passed over). One statement picks them all; a group left short because some of its doors were locked by others
 * is topped up with takeFreeDoor's query. Answers the doors per `${locationId}:${sizeId}`, in door order.
 */
export async function takeFreeDoors(tx: Transaction, wants: readonly DoorWant[]): Promise<Map<string, TakenDoor[]>> {
  const taken = new Map<string, TakenDoor[]>(wants.map((w) => [groupOf(w.locationId, w.sizeId), []]));
  if (wants.length === 0) return taken;
  const wanted = sql.join(
    wants.map((w) => sql`(${w.locationId}::int, ${w.sizeId}::int, ${w.count}::int)`),
    sql`, `,
  );
  const picked = await rawRows<{ id: number; number: number; location_id: number; size_id: number }>(tx, sql`
    select d.id, d.number, d.location_id, d.size_id from ${doors} d
    where d.id in (
      select ranked.id from (
        select free.id, w.n, row_number() over (partition by free.location_id, free.size_id order by free.number) as rank
        from ${doors} free join (values ${wanted}) as w(location_id, size_id, n) on free.location_id = w.location_id and free.size_id = w.size_id
        where free.enabled and not exists (
          select 1 from ${bookings} b where b.door_id = free.id and b.status_id in (${sql.join(activeStatuses.map((s) => sql`${s}::int`), sql`, `)}))
      ) ranked where ranked.rank <= ranked.n)
    order by d.location_id, d.size_id, d.number
    for update of d skip locked`);
  for (const row of picked) {
    taken.get(groupOf(row.location_id, row.size_id))!.push({ id: row.id, number: row.number, locationId: row.location_id, sizeId: row.size_id });
  }
  for (const want of wants) {
    const doorsOfGroup = taken.get(groupOf(want.locationId, want.sizeId))!;
    while (doorsOfGroup.length < want.count) {
      const door = await takeFreeDoor(tx, { locationId: want.locationId, sizeId: want.sizeId, exceptDoorIds: doorsOfGroup.map((d) => d.id) });
      if (!door) break;
      doorsOfGroup.push({ ...door, locationId: want.locationId, sizeId: want.sizeId });
    }
  }
  return taken;
}
