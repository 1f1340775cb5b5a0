// Registry entries of /tenants (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { linkProviderBody, overdueChargesBody, tenantList, tenantListQuery, tenantReply } from '@/contract/tenants';

const tag = 'Tenants';

export const tenantApi = {
  list: apiRoute({
    method: 'get', path: '/tenants', tag, query: tenantListQuery, reply: tenantList,
    summary: 'The other tenants by name, with what each pays for an overdue parcel or code (service operator only).',
  }),
  get: apiRoute({
    method: 'get', path: '/tenants/{id}', tag, reply: tenantReply,
    summary: 'One other tenant, with the providers it works with when it is an enterprise (service operator only).',
  }),
  setOverdueCharges: apiRoute({
    method: 'put', path: '/tenants/{id}/overdue-charges', tag, body: overdueChargesBody, reply: tenantReply,
    summary: 'Sets a tenant’s daily fine and lapse fee, whole credits 0–100,000 (service operator only; never its own tenant).',
  }),
  linkProvider: apiRoute({
    method: 'post', path: '/tenants/{id}/providers', tag, body: linkProviderBody, reply: tenantReply,
    summary: 'An enterprise tenant starts working with another tenant as its provider; linking twice keeps one link (service operator only).',
  }),
  unlinkProvider: apiRoute({
    method: 'delete', path: '/tenants/{id}/providers/{providerId}', tag, reply: tenantReply,
    summary: 'An enterprise tenant stops working with a provider; 404 when it did not (service operator only).',
  }),
};
