// GET /tenants: the tenants the service operator looks after (all but its own), alphabetical, by name.
import { and, asc, ilike, ne, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { providers } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { TenantListQuery, TenantSummary } from '@/contract/tenants';
import { tenantColumns, toTenantSummary } from './tenant-record';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function findTenants(db: Database, input: { operatorTenantId: number; query: TenantListQuery; page: PageRequest }): Promise<{ rows: TenantSummary[]; total: number }> {
  const conditions: SQL[] = [ne(providers.id, input.operatorTenantId)];
  if (input.query.name) conditions.push(ilike(providers.name, `%${escapeLike(input.query.name)}%`));
  const where = and(...conditions);
  const select = db.select(tenantColumns).from(providers).where(where).orderBy(asc(providers.name), asc(providers.id));
  const { rows, total } = await pageWithTotal(select.$dynamic(), input.page, () => db.$count(providers, where));
  return { rows: rows.map(toTenantSummary), total };
}
