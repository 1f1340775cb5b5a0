// Registry entries of the credit statement and card transactions (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { billingList, billingListQuery, poslinkList, poslinkListQuery } from '@/contract/billing';

const tag = 'Billing';

export const billingApi = {
  statement: apiRoute({
    method: 'get', path: '/user/billing', tag, query: billingListQuery, reply: billingList,
    summary: 'The tenant’s credit statement (ledger movements) with filters and paging (billing-show).',
  }),
  poslink: apiRoute({
    method: 'get', path: '/poslink-transaction', tag, query: poslinkListQuery, reply: poslinkList,
    summary: 'Card payments made at the tenant’s lockers (billing-transaction).',
  }),
};
