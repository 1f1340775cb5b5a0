// GET /apartments: the tenant's apartments. Filters: id exact; block and number exact (any case, they are
// short codes: "B" must not match "B2"); name and search by substring.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apartments } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Apartment, ApartmentListQuery } from '@/contract/apartments';
import { selectApartments, toApartmentReply } from './apartment-record';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const sameText = (column: typeof apartments.block | typeof apartments.number, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;

export async function findApartments(
  db: Database,
  input: { tenantId: number; query: ApartmentListQuery; page: PageRequest },
): Promise<{ rows: Apartment[]; total: number }> {
  const q = input.query;
  const conditions: SQL[] = [eq(apartments.providerId, input.tenantId)];
  if (q.id !== undefined) conditions.push(eq(apartments.id, q.id));
  if (q.block) conditions.push(sameText(apartments.block, q.block));
  if (q.number) conditions.push(sameText(apartments.number, q.number));
  if (q.name) conditions.push(ilike(apartments.name, `%${escapeLike(q.name)}%`));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(apartments.name, pattern), ilike(apartments.block, pattern), ilike(apartments.number, pattern))!);
  }
  const where = and(...conditions);
  const direction = q.orderBy === 'ASC' ? asc : desc;
  const column = apartments[q.sortBy];
  const order = q.sortBy === 'id' ? [direction(apartments.id)] : [direction(column), direction(apartments.id)];
  const query = selectApartments(db).where(where).orderBy(...order);
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(apartments, where));
  return { rows: rows.map(toApartmentReply), total };
}
