// Registry entries of the vending routes (custom deployments only; backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { saleList, salesQuery, stockList, stockQuery } from '@/contract/vending';
import { vendingDoorReply, vendingLoadBody, vendingReturnBody, vendingSaleBody } from '@/contract/vending-activity';

const tag = 'Vending';
const customOnly = 'Custom deployments only (403 otherwise).';

export const vendingApi = {
  sales: apiRoute({
    method: 'get', path: '/sales/booking', tag, query: salesQuery, reply: saleList,
    summary: `Vending sales by lockers and dates, 100 per page (booking-show). lockerIds may repeat or be comma-separated. ${customOnly}`,
  }),
  stock: apiRoute({ method: 'get', path: '/stock/booking', tag, query: stockQuery, reply: stockList, summary: `What each door holds (booking-show). ${customOnly}` }),
  load: apiRoute({
    method: 'post', path: '/vending/loads', tag, body: vendingLoadBody, reply: vendingDoorReply, status: 201, errors: [412],
    summary: `Load an empty door with an article (delivery staff). ${customOnly}`,
  }),
  sale: apiRoute({
    method: 'post', path: '/vending/sales', tag, body: vendingSaleBody, reply: vendingDoorReply, status: 201, errors: [409, 412],
    summary: `A card purchase reported by the locker (booking-create); a payment already recorded → 409. ${customOnly}`,
  }),
  return: apiRoute({
    method: 'post', path: '/vending/returns', tag, body: vendingReturnBody, reply: vendingDoorReply, errors: [412],
    summary: `Collect the container from a door (delivery staff). ${customOnly}`,
  }),
};
