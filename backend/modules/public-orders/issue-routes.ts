// GET /booking/{id}/public-order – the booking's public order number (boarding pass, data request), or null
// (booking-show). POST issues it: on the first call (201), the same number afterwards (200) (booking-edit).
// Another tenant's booking → 404.
import { describedBy } from '@/backend/http/api-route';
import { publicOrderApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { bookingRef } from '@/backend/modules/bookings/routes';
import { getOrderNumber } from './get-order-number';
import { issueOrderNumber } from './issue-order-number';

export function publicOrderIssueRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/:id{[0-9]+}/public-order', describedBy(publicOrderApi.orderNumber), requirePermission('booking-show'), async (c) => c.json({ data: await getOrderNumber(db, bookingRef(c)) }))
    .post('/:id{[0-9]+}/public-order', describedBy(publicOrderApi.issueOrderNumber), requirePermission('booking-edit'), async (c) => {
      const { issued, ...order } = await issueOrderNumber(db, bookingRef(c));
      return c.json({ data: order }, issued ? 201 : 200);
    });
}
