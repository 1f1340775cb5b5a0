// GET /size – door sizes in cm (any back-office user)
// GET /status – booking statuses (any back-office user)
// GET /location – the tenant's lockers with door counts; show_disabled=1 needs location-enable
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseQuery } from '@/backend/http/validation';
import { assertPermission, requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { listQuery } from '@/contract/common';
import { locationQuery } from '@/contract/reference';
import { findLocations, locationSortColumns } from './find-locations';
import { findSizes } from './find-sizes';
import { findStatuses } from './find-statuses';

const sortableLocationQuery = locationQuery.extend({
  sortBy: z.enum(Object.keys(locationSortColumns) as [keyof typeof locationSortColumns]).default('id'),
});

export function referenceRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/size', async (c) => {
      const page = pageRequest(parseQuery(c, listQuery));
      const { rows, total } = await findSizes(db, { page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/status', async (c) => {
      const page = pageRequest(parseQuery(c, listQuery));
      const { rows, total } = await findStatuses(db, { page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/location', requirePermission('booking-show', 'booking-create', 'location-enable'), async (c) => {
      const query = parseQuery(c, sortableLocationQuery);
      const showDisabled = query.show_disabled ?? false;
      if (showDisabled) assertPermission(c, 'location-enable');
      const page = pageRequest(query);
      const { rows, total } = await findLocations(db, {
        tenantId: c.get('auth').tenant.id,
        showDisabled,
        search: query.search,
        sortBy: query.sortBy,
        orderBy: query.orderBy ?? 'DESC',
        page,
      });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    });
}
