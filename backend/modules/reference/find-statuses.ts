// Booking statuses (docs/domain/bookings.md): global reference data, the same for every tenant.
import { asc } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { statuses } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Status } from '@/contract/reference';

export async function findStatuses(db: Database, input: { page: PageRequest | null }): Promise<{ rows: Status[]; total: number }> {
  const query = db.select({ id: statuses.id, name: statuses.name }).from(statuses).orderBy(asc(statuses.id));
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(statuses));
  return { rows, total };
}
