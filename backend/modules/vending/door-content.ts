// What a vending door holds, read from its latest load (the stock report and the vending writes share this rule):
// no load → empty; a load not sold → its article, for sale; sold and the container not collected → a container;
// sold and collected → empty again.
import { and, desc, eq } from 'drizzle-orm';
import { doors, locations, vendingLoads, vendingSales } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import type { Executor } from '@/backend/modules/bookings/transaction';
import type { StockState } from '@/contract/vending';

export function contentState(load: { id: number } | null, sale: { purchasedAt: Date | null; containerReturnedAt: Date | null } | null): StockState {
  if (!load || (sale?.purchasedAt && sale.containerReturnedAt)) return 'vacia';
  return sale?.purchasedAt ? 'envase' : 'disponible';
}

export interface DoorRef {
  tenantId: number;
  locationId: number;
  doorNumber: number;
}

/**
 * The tenant's enabled door of an enabled locker, locked for the rest of the transaction (two writes to one door
 * queue), with its latest load and that load's sale. Another tenant's locker, or a door it does not have → 404.
 */
export async function lockDoorOrThrow(tx: Executor, ref: DoorRef) {
  const [door] = await tx
    .select({ id: doors.id, number: doors.number, locationId: doors.locationId })
    .from(doors)
    .innerJoin(locations, eq(locations.id, doors.locationId))
    .where(
      and(
        eq(locations.providerId, ref.tenantId),
        eq(locations.id, ref.locationId),
        eq(locations.enabled, true),
        eq(doors.number, ref.doorNumber),
        eq(doors.enabled, true),
      ),
    )
    .for('update', { of: doors });
  if (!door) throw new AppError('not_found', messages.notFound);
  const [latest] = await tx
    .select({ load: vendingLoads, sale: vendingSales })
    .from(vendingLoads)
    .leftJoin(vendingSales, eq(vendingSales.loadId, vendingLoads.id))
    .where(eq(vendingLoads.doorId, door.id))
    .orderBy(desc(vendingLoads.loadedAt), desc(vendingLoads.id))
    .limit(1);
  const load = latest?.load ?? null;
  const sale = latest?.sale ?? null;
  return { door, load, sale, state: contentState(load, sale) };
}
