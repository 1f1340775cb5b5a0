// GET /tenants                       – the other tenants by name, with their overdue-charge amounts
// GET /tenants/{id}                  – one of them
// PUT /tenants/{id}/overdue-charges  – set its daily fine and lapse fee
// POST /tenants/{id}/providers       – an enterprise starts working with a provider
// DELETE /tenants/{id}/providers/{providerId} – … stops
// All for the service operator only (requireServiceOperator: "*" is not enough); its own tenant is a 404.
import { describedBy } from '@/backend/http/api-route';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { paginationMeta } from '@/backend/http/pagination';
import { parseBody, parseQuery } from '@/backend/http/validation';
import { requireServiceOperator, type ProtectedEnv } from '@/backend/middleware/auth';
import { tenantApi } from './api';
import { findTenants } from './find-tenants';
import { setOverdueCharges } from './set-overdue-charges';
import { linkProvider, unlinkProvider } from './provider-links';
import { getTenant, tenantNotFound, tenantRef } from './tenant-record';
import { isRecordId } from '@/backend/http/record-id';

export function tenantRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(tenantApi.list), requireServiceOperator, async (c) => {
      const query = parseQuery(c, tenantApi.list);
      const page = { page: query.page, perPage: query.perPage };
      const { rows, total } = await findTenants(db, { operatorTenantId: c.get('auth').tenant.id, query, page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/:id{[0-9]+}', describedBy(tenantApi.get), requireServiceOperator, async (c) => {
      return c.json({ data: await getTenant(db, tenantRef(c)) });
    })
    .put('/:id{[0-9]+}/overdue-charges', describedBy(tenantApi.setOverdueCharges), requireServiceOperator, async (c) => {
      const ref = tenantRef(c);
      const body = await parseBody(c, tenantApi.setOverdueCharges);
      return c.json({ data: await setOverdueCharges(db, { ...ref, body }) });
    })
    .post('/:id{[0-9]+}/providers', describedBy(tenantApi.linkProvider), requireServiceOperator, async (c) => {
      const ref = tenantRef(c);
      const body = await parseBody(c, tenantApi.linkProvider);
      return c.json({ data: await linkProvider(db, { ...ref, body }) });
    })
    .delete('/:id{[0-9]+}/providers/:providerId{[0-9]+}', describedBy(tenantApi.unlinkProvider), requireServiceOperator, async (c) => {
      const ref = tenantRef(c);
      const providerId = Number(c.req.param('providerId'));
      if (!isRecordId(providerId)) throw tenantNotFound();
      return c.json({ data: await unlinkProvider(db, { ...ref, providerId }) });
    });
}
