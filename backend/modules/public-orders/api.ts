// Registry entries of the public order lookups and the booking's order number (backend/http/api-route.ts).
import { z } from 'zod';
import { apiRoute } from '@/backend/http/api-route';
import { boardingPassReply, bookingOrderReply, dataRequestBody, dataRequestStatusReply, issuedOrderReply } from '@/contract/public-orders';

const tag = 'Public orders';
const missingOrder = 'Answers 400: the order number is missing.';

export const publicOrderApi = {
  boardingPass: apiRoute({
    method: 'get', path: '/public/boarding-pass/{order}', tag, reply: boardingPassReply, errors: [404, 429],
    summary: 'Signed out: the order’s boarding pass. Rate-limited per client.',
  }),
  boardingPassWithoutOrder: apiRoute({ method: 'get', path: '/public/boarding-pass', tag, errors: [400], summary: missingOrder }),
  dataRequest: apiRoute({
    method: 'get', path: '/public/data-request/{order}', tag, reply: dataRequestStatusReply, errors: [404, 429],
    summary: 'Signed out: whether the traveller’s data request is open or completed. Rate-limited per client.',
  }),
  completeDataRequest: apiRoute({
    method: 'put', path: '/public/data-request/{order}', tag, body: dataRequestBody, errors: [404, 409, 429],
    reply: z.object({ data: z.object({ order_number: z.string(), completed: z.literal(true) }) }),
    summary: 'Signed out: completes the traveller’s data request; a completed one is never edited (409).',
  }),
  dataRequestWithoutOrder: apiRoute({ method: 'get', path: '/public/data-request', tag, errors: [400], summary: missingOrder }),
  completeDataRequestWithoutOrder: apiRoute({ method: 'put', path: '/public/data-request', tag, errors: [400], summary: missingOrder }),
  orderNumber: apiRoute({
    method: 'get', path: '/booking/{id}/public-order', tag, reply: bookingOrderReply,
    summary: 'The booking’s public order number (boarding pass, data request), or null (booking-show).',
  }),
  issueOrderNumber: apiRoute({
    method: 'post', path: '/booking/{id}/public-order', tag, reply: issuedOrderReply, status: 201,
    summary: 'Issues the booking’s public order number: 201 the first time, 200 with the same number afterwards (booking-edit).',
  }),
};
