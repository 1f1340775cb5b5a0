// Picks a free door: enabled, of the size, at the locker, held by no active booking.
// FOR UPDATE SKIP LOCKED makes concurrent creates take different doors instead of queueing on one; the
// partial unique index bookings_active_door_unique catches the rare case where a create committed between
// another's snapshot and its lock (the loser retries and sees the door taken).
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import { bookings, doors } from '@/backend/db/schema';
import { activeStatuses } from './booking-rules';
import type { Transaction } from './transaction';

export const doorConstraint = 'bookings_active_door_unique';

export async function takeFreeDoor(tx: Transaction, input: { locationId: number; sizeId: number; preferDoorId?: number }) {
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
