// Registry entries of /tenants (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { overdueChargesBody, tenantList, tenantListQuery, tenantReply } from '@/contract/tenants';

const tag = 'Tenants';

export const tenantApi = {
  list: apiRoute({
    method: 'get', path: '/tenants', tag, query: tenantListQuery, reply: tenantList,
    summary: 'The other tenants by name, with what each pays for an overdue parcel or code (service operator only).',
  }),
  get: apiRoute({ method: 'get', path: '/tenants/{id}', tag, reply: tenantReply, summary: 'One other tenant (service operator only).' }),
  setOverdueCharges: apiRoute({
    method: 'put', path: '/tenants/{id}/overdue-charges', tag, body: overdueChargesBody, reply: tenantReply,
    summary: 'Sets a tenant’s daily fine and lapse fee, whole credits 0–100,000 (service operator only; never its own tenant).',
  }),
};
