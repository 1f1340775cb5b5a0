// PUT /tenants/{id}/overdue-charges: the amounts the charging job reads (backend/jobs/charge-overdue.ts) go into
// the tenant's configs, replacing any earlier entries of the same names and keeping every other config as it was.
// Written in one statement from the row's current configs, so a concurrent change of another config is not lost.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { providers } from '@/backend/db/schema';
import { timedCharges } from '@/contract/timed-charges';
import type { OverdueChargesBody, TenantDetail } from '@/contract/tenants';
import { linkedProviders, tenantColumns, tenantNotFound, toTenantSummary, type TenantRef } from './tenant-record';

export async function setOverdueCharges(db: Database, input: TenantRef & { body: OverdueChargesBody }): Promise<TenantDetail> {
  const names = [timedCharges.dailyFine.config, timedCharges.lapseFee.config];
  const entries = JSON.stringify([
    { name: timedCharges.dailyFine.config, value: input.body.daily_fine_credits },
    { name: timedCharges.lapseFee.config, value: input.body.lapse_fee_credits },
  ]);
  const [row] = await db
    .update(providers)
    .set({
      configs: sql`coalesce((
        select jsonb_agg(entry) from jsonb_array_elements(${providers.configs}) entry
        where not (entry->>'name' = any(${sql.param(names)}::text[]))
      ), '[]'::jsonb) || ${entries}::jsonb`,
    })
    .where(and(eq(providers.id, input.id), ne(providers.id, input.operatorTenantId)))
    .returning(tenantColumns);
  if (!row) throw tenantNotFound();
  return { ...toTenantSummary(row), providers: await linkedProviders(db, row.id) };
}
