// The caller's tenant's lockers, with their enabled doors counted per size.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { locations } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Location } from '@/contract/reference';

export const locationSortColumns = { id: locations.id, description: locations.description } as const;

export interface FindLocationsInput {
  tenantId: number;
  /** Disabled lockers too (the locker admin list); enabled only otherwise. */
  showDisabled: boolean;
  search?: string;
  /** Admin list filters (docs/domain/screens.md): id exact, description substring, enabled yes/no. */
  filters?: { id?: number; description?: string; enabled?: boolean };
  sortBy: keyof typeof locationSortColumns;
  orderBy: 'ASC' | 'DESC';
  page: PageRequest | null;
}

/** `%`, `_` and `\` in a search are literal text, not LIKE wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * Each locker's enabled doors (a disabled door cannot take a parcel) counted per size, in the lockers' own
 * statement: one round trip per list instead of two (every bookings page asks for the lockers). Qualified by
 * hand: Drizzle leaves a one-table select's columns unqualified, and inside the subquery those would be the doors'.
 */
const enabledDoorsPerSize = sql<{ size_id: number; total: number }[]>`(
  select coalesce(json_agg(json_build_object('size_id', per_size.size_id, 'total', per_size.total) order by per_size.size_id), '[]')
  from (select d.size_id, count(*)::int as total from doors d
        where d.location_id = "locations"."id" and d.enabled group by d.size_id) per_size
)`;

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
    .select({
      id: locations.id,
      description: locations.description,
      address: locations.address,
      latitude: locations.latitude,
      longitude: locations.longitude,
      enabled: locations.enabled,
      doors: enabledDoorsPerSize,
    })
    .from(locations)
    .where(where)
    // id breaks ties so that pages never overlap.
    .orderBy(input.orderBy === 'ASC' ? asc(column) : desc(column), input.orderBy === 'ASC' ? asc(locations.id) : desc(locations.id));
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(locations, where));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      description: row.description,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      enabled: row.enabled ? 1 : 0,
      locker_enabled: row.enabled,
      doors: row.doors,
    })),
    total,
  };
}
