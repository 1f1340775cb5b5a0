// The door grid of one locker: every door with its size and a state derived from the booking holding it
// (at most one: bookings_active_door_unique). Disabled wins over a booking: the door cannot be used.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, doors, locations, sizes } from '@/backend/db/schema';
import { activeStatuses, bookingStatus } from '@/backend/modules/bookings/booking-rules';
import { doorStates, type DoorState, type LockerDoorGrid } from '@/contract/lockers';
import { lockerNotFound } from './locker-ref';

function stateOf(door: { enabled: boolean }, statusId: number | null): DoorState {
  if (!door.enabled) return 'disabled';
  if (statusId === null) return 'free';
  return statusId === bookingStatus.booked || statusId === bookingStatus.preBooking ? 'reserved' : 'occupied';
}

export async function getDoorGrid(db: Database, input: { tenantId: number; locationId: number }): Promise<LockerDoorGrid> {
  const [location] = await db
    .select({ id: locations.id, description: locations.description, enabled: locations.enabled })
    .from(locations)
    .where(and(eq(locations.id, input.locationId), eq(locations.providerId, input.tenantId)));
  if (!location) throw lockerNotFound();
  const rows = await db
    .select({
      id: doors.id,
      number: doors.number,
      enabled: doors.enabled,
      size: { id: sizes.id, name: sizes.name },
      bookingId: bookings.id,
      statusId: bookings.statusId,
    })
    .from(doors)
    .innerJoin(sizes, eq(sizes.id, doors.sizeId))
    .leftJoin(bookings, and(eq(bookings.doorId, doors.id), inArray(bookings.statusId, [...activeStatuses])))
    .where(eq(doors.locationId, location.id))
    .orderBy(asc(doors.number));
  const totals = Object.fromEntries(doorStates.map((state) => [state, 0])) as Record<DoorState, number>;
  const grid = rows.map((row) => {
    const state = stateOf(row, row.statusId);
    totals[state]++;
    return { id: row.id, number: row.number, size: row.size, enabled: row.enabled, state, booking_id: row.bookingId };
  });
  return {
    location: { id: location.id, description: location.description, enabled: location.enabled ? 1 : 0, locker_enabled: location.enabled },
    doors: grid,
    totals,
  };
}
