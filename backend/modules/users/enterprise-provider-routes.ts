// GET /enterprise-providers – the caller's tenant and the providers an enterprise tenant works with
// (find-enterprise-providers.ts) (user-show, user-edit, or user-create-pn: creating a team member chooses their provider)
import { describedBy } from '@/backend/http/api-route';
import { userApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { findEnterpriseProviders } from './find-enterprise-providers';

export function enterpriseProviderRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/', describedBy(userApi.enterpriseProviders), requirePermission('user-show', 'user-edit', 'user-create-pn'), async (c) => {
    return c.json({ data: await findEnterpriseProviders(db, { tenantId: c.get('auth').tenant.id }) });
  });
}
