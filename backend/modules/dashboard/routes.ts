// GET /dashboard         – the tenant's counts and availability (any back-office user: the dashboard is everybody's, docs/domain/screens.md)
// GET /dashboard/reports – the reports area: the last 30 days in figures (datstudio-show-data)
import { describedBy } from '@/backend/http/api-route';
import { dashboardApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { getDashboard } from './get-dashboard';
import { getDashboardReports } from './get-reports';

export function dashboardRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(dashboardApi.get), async (c) => c.json(await getDashboard(db, { tenantId: c.get('auth').tenant.id })))
    .get('/reports', describedBy(dashboardApi.reports), requirePermission('datstudio-show-data'), async (c) =>
      c.json(await getDashboardReports(db, { tenantId: c.get('auth').tenant.id })),
    );
}
