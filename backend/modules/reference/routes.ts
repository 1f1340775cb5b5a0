// GET /size – door sizes in cm (any back-office user)
// GET /status – booking statuses (any back-office user)
// GET /location – the tenant's lockers with door counts; show_disabled=1 (the admin list: filters id,
//                 description, enabled; 5 per page unless perPage says otherwise) needs location-enable
import { describedBy } from '@/backend/http/api-route';
import { referenceApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseQuery } from '@/backend/http/validation';
import { assertPermission, requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';

import { lockerAdminPerPage, lockerLookupPerPage } from '@/contract/lockers';
import { findLocations } from './find-locations';
import { findSizes } from './find-sizes';
import { findStatuses } from './find-statuses';

export function referenceRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/size', describedBy(referenceApi.sizes), async (c) => {
      const page = pageRequest(parseQuery(c, referenceApi.sizes));
      const { rows, total } = await findSizes(db, { page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/status', describedBy(referenceApi.statuses), async (c) => {
      const page = pageRequest(parseQuery(c, referenceApi.statuses));
      const { rows, total } = await findStatuses(db, { page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/location', describedBy(referenceApi.locations), requirePermission('booking-show', 'booking-create', 'location-enable'), async (c) => {
      const query = parseQuery(c, referenceApi.locations);
      const showDisabled = query.show_disabled ?? false;
      if (showDisabled) assertPermission(c, 'location-enable');
      const page = pageRequest({ ...query, perPage: query.perPage ?? (showDisabled ? lockerAdminPerPage : lockerLookupPerPage) });
      const { rows, total } = await findLocations(db, {
        tenantId: c.get('auth').tenant.id,
        showDisabled,
        search: query.search,
        filters: { id: query.id, description: query.description, enabled: query.enabled },
        sortBy: query.sortBy,
        orderBy: query.orderBy,
        page,
      });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    });
}
