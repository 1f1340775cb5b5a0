// Enables or disables one of the tenant's lockers (docs/domain/bookings.md: the switch moves only once the server confirms,
// so the reply is the state now stored). A disabled locker takes no new bookings (new-booking.ts) and its keypad is
// refused (locker-device/routes.ts: no drop-off, no pickup); bookings already in it stay, their deadlines running.
import { and, eq, not } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { locations } from '@/backend/db/schema';
import { lockerNotFound } from './locker-ref';

export async function toggleLocker(
  db: Database,
  input: { tenantId: number; locationId: number; enabled?: boolean },
): Promise<{ id: number; enabled: 0 | 1; locker_enabled: boolean }> {
  // One statement: a missing `enabled` flips the stored value, so two quick clicks cannot read a stale state.
  const [row] = await db
    .update(locations)
    .set({ enabled: input.enabled ?? not(locations.enabled) })
    .where(and(eq(locations.id, input.locationId), eq(locations.providerId, input.tenantId)))
    .returning({ id: locations.id, enabled: locations.enabled });
  if (!row) throw lockerNotFound();
  return { id: row.id, enabled: row.enabled ? 1 : 0, locker_enabled: row.enabled };
}
