// GET /dashboard – the tenant's counts and availability (any back-office user: the dashboard is everybody's, docs/domain/screens.md)
import { describedBy } from '@/backend/http/api-route';
import { dashboardApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { getDashboard } from './get-dashboard';

export function dashboardRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/', describedBy(dashboardApi.get), async (c) => c.json(await getDashboard(db, { tenantId: c.get('auth').tenant.id })));
}
