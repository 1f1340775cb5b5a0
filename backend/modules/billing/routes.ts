// GET /user/billing         – the tenant's credit statement (ledger movements), filters and paging (billing-show)
// GET /poslink-transaction  – card payments made at the tenant's lockers (billing-transaction)
import { describedBy } from '@/backend/http/api-route';
import { billingApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseQuery } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';

import { findMovements } from './find-movements';
import { findPoslinkTransactions } from './find-poslink-transactions';

/** withPagination=false still stops here: a ledger grows forever. */
const unpagedCap = 5000;

export function billingStatementRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/', describedBy(billingApi.statement), requirePermission('billing-show'), async (c) => {
    const query = parseQuery(c, billingApi.statement);
    const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
    const { rows, total } = await findMovements(db, { tenantId: c.get('auth').tenant.id, query, page });
    return c.json({ data: rows, meta: paginationMeta(total, page) });
  });
}

export function poslinkRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/', describedBy(billingApi.poslink), requirePermission('billing-transaction'), async (c) => {
    const query = parseQuery(c, billingApi.poslink);
    const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
    const { rows, total } = await findPoslinkTransactions(db, { tenantId: c.get('auth').tenant.id, query, page });
    return c.json({ data: rows, meta: paginationMeta(total, page) });
  });
}
