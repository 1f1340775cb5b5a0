// Free doors per locker and size, as the create forms show them beside each size (GET /dashboard's availability).
// Browser-safe: the modal and the create page's form read it, the server fills it (door-availability.ts).

/** The free doors of each enabled locker's sizes; a size a locker has no enabled door of is not listed. */
export type DoorAvailability = readonly { location_id: number; size_id: number; free: number }[];

/**
 * The free doors of `sizeId` at `locationId`: 0 for a size the locker has no enabled door of (the server would
 * refuse it as it refuses a full one); undefined when unknown (no availability, or no locker or size chosen yet).
 */
export function freeDoors(availability: DoorAvailability | null | undefined, locationId: number, sizeId: number): number | undefined {
  if (!availability || !locationId || !sizeId) return undefined;
  return availability.find((row) => row.location_id === locationId && row.size_id === sizeId)?.free ?? 0;
}
