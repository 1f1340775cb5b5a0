// GET /sales/booking – vending sales of the tenant: lockerIds, startDate, endDate; 100 per page (booking-show, custom tenants)
// GET /stock/booking – what each door holds: lockerIds (booking-show, custom tenants)
// A tenant without the custom flag has no vending: both answer 403, as the menu hides them (docs/domain/screens.md).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError } from '@/backend/errors';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseInput } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { featureOffMessage } from '@/contract/fenicio';
import { salesQuery, stockQuery } from '@/contract/vending';
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
  return new Hono<ProtectedEnv>().get('/booking', requirePermission('booking-show'), customTenantOnly, async (c) => {
    const query = parseInput(salesQuery, rawQuery(c));
    const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
    const { rows, total } = await findSales(db, { tenantId: c.get('auth').tenant.id, query, page });
    return c.json({ data: rows, meta: paginationMeta(total, page) });
  });
}

export function stockRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/booking', requirePermission('booking-show'), customTenantOnly, async (c) => {
    const query = parseInput(stockQuery, rawQuery(c));
    const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
    const { rows, total } = await findStock(db, { tenantId: c.get('auth').tenant.id, query, page });
    return c.json({ data: rows, meta: paginationMeta(total, page) });
  });
}
