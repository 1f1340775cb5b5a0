// GET /sales/booking – vending sales of the tenant: lockerIds, startDate, endDate; 100 per page (booking-show, custom tenants)
// GET /stock/booking – what each door holds: lockerIds (booking-show, custom tenants)
// A tenant without the custom flag has no vending: both answer 403, as the menu hides them (docs/domain/screens.md).
import { describedBy } from '@/backend/http/api-route';
import { vendingApi } from './api';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError } from '@/backend/errors';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseQuery } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { featureOffMessage } from '@/contract/fenicio';

import { findSales } from './find-sales';
import { findStock } from './find-stock';

/** Unpaged reads stop here. */
const unpagedCap = 5000;

/** The query with every lockerIds value (`lockerIds=1,2`, repeated, or `lockerIds[]=`). */
function rawQuery(c: Context<ProtectedEnv>) {
  const lockerIds = [...(c.req.queries('lockerIds') ?? []), ...(c.req.queries('lockerIds[]') ?? [])];
  return { ...c.req.query(), lockerIds };
}

/** Vending is for custom deployments only: anything else answers 403 before looking at the request. */
export const customTenantOnly: MiddlewareHandler<ProtectedEnv> = async (c, next) => {
  if (!c.get('auth').tenant.custom) throw new AppError('forbidden', featureOffMessage);
  await next();
};

export function salesRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/booking', describedBy(vendingApi.sales), requirePermission('booking-show'), customTenantOnly, async (c) => {
    const query = parseQuery(c, vendingApi.sales, rawQuery(c));
    const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
    const { rows, total } = await findSales(db, { tenantId: c.get('auth').tenant.id, query, page });
    return c.json({ data: rows, meta: paginationMeta(total, page) });
  });
}

export function stockRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/booking', describedBy(vendingApi.stock), requirePermission('booking-show'), customTenantOnly, async (c) => {
    const query = parseQuery(c, vendingApi.stock, rawQuery(c));
    const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
    const { rows, total } = await findStock(db, { tenantId: c.get('auth').tenant.id, query, page });
    return c.json({ data: rows, meta: paginationMeta(total, page) });
  });
}
