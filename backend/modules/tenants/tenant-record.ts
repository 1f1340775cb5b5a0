// How a tenant is read for the service operator (docs/domain/tenants.md): any tenant but the operator's own, whose
// id answers 404 like an unknown one, so the operator never sets what its own business pays.
import type { Context } from 'hono';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { enterpriseProviders, providers } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { isRecordId } from '@/backend/http/record-id';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import type { Executor } from '@/backend/modules/bookings/transaction';
import { chargeCredits, timedCharges } from '@/contract/timed-charges';
import type { TenantDetail, TenantSummary } from '@/contract/tenants';

export const tenantNotFound = () => new AppError('not_found', 'Empresa no encontrada.');

export interface TenantRef {
  /** The operator's own tenant, never reachable here. */
  operatorTenantId: number;
  id: number;
}

export function tenantRef(c: Context<ProtectedEnv>, param = 'id'): TenantRef {
  const id = Number(c.req.param(param));
  if (!isRecordId(id)) throw tenantNotFound();
  return { operatorTenantId: c.get('auth').tenant.id, id };
}

export const tenantColumns = { id: providers.id, name: providers.name, enterprise: providers.enterprise, configs: providers.configs };

export function toTenantSummary(row: { id: number; name: string; enterprise: boolean; configs: typeof providers.$inferSelect.configs }): TenantSummary {
  return {
    id: row.id,
    name: row.name,
    enterprise: row.enterprise,
    daily_fine_credits: chargeCredits(row.configs, timedCharges.dailyFine),
    lapse_fee_credits: chargeCredits(row.configs, timedCharges.lapseFee),
  };
}

/** The tenant with, for an enterprise, the providers it works with by name. */
export async function getTenant(db: Database | Executor, ref: TenantRef): Promise<TenantDetail> {
  const [row] = await db.select(tenantColumns).from(providers).where(and(eq(providers.id, ref.id), ne(providers.id, ref.operatorTenantId)));
  if (!row) throw tenantNotFound();
  return { ...toTenantSummary(row), providers: await linkedProviders(db, row.id) };
}

export function linkedProviders(db: Database | Executor, enterpriseId: number) {
  return db
    .select({ id: providers.id, name: providers.name })
    .from(enterpriseProviders)
    .innerJoin(providers, eq(providers.id, enterpriseProviders.providerId))
    .where(eq(enterpriseProviders.enterpriseId, enterpriseId))
    .orderBy(asc(providers.name), asc(providers.id));
}
