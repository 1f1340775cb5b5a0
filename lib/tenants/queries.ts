// Reads of the service operator's businesses screens (/empresas). Each checks the operator's scope itself; the
// backend checks it again and answers the operator's own tenant as unknown.
import 'server-only';
import { tenantList, tenantReply } from '@/contract/tenants';
import { ApiError } from '../api-errors';
import { authedRequest, requireServiceOperator } from '../session';
import { TENANTS_PER_PAGE, type TenantsView } from './list-view';

/** GET /tenants – the other businesses by name. */
export async function findTenants(view: TenantsView) {
  await requireServiceOperator();
  return authedRequest('/tenants', { query: { page: view.page, perPage: TENANTS_PER_PAGE, ...view.filters }, schema: tenantList });
}

/** GET /tenants/{id} – one business, or null when there is none the operator may see. */
export async function getTenant(id: number) {
  await requireServiceOperator();
  try {
    return (await authedRequest(`/tenants/${id}`, { schema: tenantReply })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The businesses whose name contains `name` (the first 10), to offer as an enterprise's providers. */
export async function searchTenants(name: string) {
  await requireServiceOperator();
  return (await authedRequest('/tenants', { query: { page: 1, perPage: 10, name }, schema: tenantList })).data;
}
