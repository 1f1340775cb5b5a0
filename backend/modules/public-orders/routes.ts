// Public (no token), rate-limited per client (rate-limit.ts, backend/http/client-address.ts):
// GET /public/boarding-pass/{order}  – the order's boarding pass; any miss → 404 "No se encontró la orden especificada"
// GET /public/data-request/{order}   – whether the traveller's data request is open or completed
// PUT /public/data-request/{order}   – completes it (docs/domain/validation.md rules → 422); completed → 409, never edited
// Without an order number → 400 "No se proporcionó un número de orden".
import { describedBy } from '@/backend/http/api-route';
import { publicOrderApi } from './api';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError } from '@/backend/errors';
import { parseBody } from '@/backend/http/validation';
import { noOrderGivenMessage } from '@/contract/public-orders';
import { clientAddress } from '@/backend/http/client-address';
import { completeDataRequest, getBoardingPass, getDataRequestStatus, openDataRequestOrThrow } from './public-orders';
import { consumeLookup, type RateLimitSettings } from './rate-limit';

export interface PublicLookupSettings {
  trustedProxyHops: number;
  rateLimit?: RateLimitSettings;
}

export function publicOrderRoutes({ db, publicLookups = { trustedProxyHops: 0 } }: AppDeps) {
  const limit = (c: Context, scope: string) =>
    consumeLookup(db, { scope, client: clientAddress(c, publicLookups.trustedProxyHops), settings: publicLookups.rateLimit });
  const noOrder = () => {
    throw new AppError('bad_request', noOrderGivenMessage);
  };
  return new Hono()
    .get('/boarding-pass', describedBy(publicOrderApi.boardingPassWithoutOrder), noOrder)
    .get('/boarding-pass/', describedBy(publicOrderApi.boardingPassWithoutOrder), noOrder)
    .get('/boarding-pass/:order', describedBy(publicOrderApi.boardingPass), async (c) => {
      await limit(c, 'order-lookup');
      return c.json({ data: await getBoardingPass(db, c.req.param('order')) });
    })
    .get('/data-request', describedBy(publicOrderApi.dataRequestWithoutOrder), noOrder)
    .put('/data-request', describedBy(publicOrderApi.completeDataRequestWithoutOrder), noOrder)
    .get('/data-request/:order', describedBy(publicOrderApi.dataRequest), async (c) => {
      await limit(c, 'order-lookup');
      return c.json({ data: await getDataRequestStatus(db, c.req.param('order')) });
    })
    .put('/data-request/:order', describedBy(publicOrderApi.completeDataRequest), async (c) => {
      // Validated before the limit is charged: a malformed body costs nobody a lookup.
      const body = await parseBody(c, publicOrderApi.completeDataRequest);
      await limit(c, 'order-lookup');
      const order = await openDataRequestOrThrow(db, c.req.param('order'));
      await completeDataRequest(db, order.id, body);
      return c.json({ data: { order_number: order.orderNumber, completed: true } });
    });
}
