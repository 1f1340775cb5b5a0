// Registry entry of /prices (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { pricesResponse } from '@/contract/prices';

export const priceApi = {
  tariff: apiRoute({
    method: 'get', path: '/prices', tag: 'Reference', reply: pricesResponse,
    summary: 'Signed out: the tariff — door prices with VAT and their credits, the credit packs, the VAT rate.',
  }),
};
