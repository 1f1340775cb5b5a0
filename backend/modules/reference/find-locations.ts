// The caller's tenant's lockers, with their enabled doors counted per size.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { doors, locations } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Location } from '@/contract/reference';

export const locationSortColumns = { id: locations.id, description: locations.description } as const;

export interface FindLocationsInput {
  tenantId: number;
  /** Disabled lockers too (the locker admin list); enabled only otherwise. */
  showDisabled: boolean;
  search?: string;
  /** Admin list filters (spec §2): id exact, description substring, enabled yes/no. */
  filters?: { id?: number; description?: string; enabled?: boolean };
  sortBy: keyof typeof locationSortColumns;
  orderBy: 'ASC' | 'DESC';
  page: PageRequest | null;
}

/** `%`, `_` and `\` in a search are literal text, not LIKE wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export async function findLocations(db: Database, input: FindLocationsInput): Promise<{ rows: Location[]; total: number }> {
  const conditions: SQL[] = [eq(locations.providerId, input.tenantId)];
  if (!input.showDisabled) conditions.push(eq(locations.enabled, true));
  const filters = input.filters ?? {};
  if (filters.id !== undefined) conditions.push(eq(locations.id, filters.id));
  if (filters.description) conditions.push(ilike(locations.description, likePattern(filters.description)));
  if (filters.enabled !== undefined) conditions.push(eq(locations.enabled, filters.enabled));
  if (input.search) {
    const pattern = likePattern(input.search);
    conditions.push(or(ilike(locations.description, pattern), ilike(locations.address, pattern))!);
  }
  const where = and(...conditions);
  const column = locationSortColumns[input.sortBy];
  const query = db
    .select({ id: locations.id, description: locations.description, address: locations.address, latitude: locations.latitude, longitude: locations.longitude, enabled: locations.enabled })
    .from(locations)
    .where(where)
    // id breaks ties so that pages never overlap.
    .orderBy(input.orderBy === 'ASC' ? asc(column) : desc(column), input.orderBy === 'ASC' ? asc(locations.id) : desc(locations.id));
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(locations, where));
  const doorCounts = await countDoors(db, rows.map((row) => row.id));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      description: row.description,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      enabled: row.enabled ? 1 : 0,
      locker_enabled: row.enabled,
      doors: doorCounts.get(row.id) ?? [],
    })),
    total,
  };
}

/** Enabled doors only: a disabled door cannot take a parcel. */
async function countDoors(db: Database, locationIds: number[]) {
  const byLocation = new Map<number, { size_id: number; total: number }[]>();
  if (locationIds.length === 0) return byLocation;
  const counts = await db
    .select({ locationId: doors.locationId, sizeId: doors.sizeId, total: count() })
    .from(doors)
    .where(and(inArray(doors.locationId, locationIds), eq(doors.enabled, true)))
    .groupBy(doors.locationId, doors.sizeId)
    .orderBy(asc(doors.locationId), asc(doors.sizeId));
  for (const { locationId, sizeId, total } of counts) {
    const list = byLocation.get(locationId) ?? [];
    list.push({ size_id: sizeId, total });
    byLocation.set(locationId, list);
  }
  return byLocation;
}
