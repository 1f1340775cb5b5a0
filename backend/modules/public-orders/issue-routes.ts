// POST /booking/{id}/public-order – the booking's public order number (boarding pass, data request): issued on the
// first call (201), the same number afterwards (200). booking-edit; another tenant's booking → 404.
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { bookingRef } from '@/backend/modules/bookings/routes';
import { issueOrderNumber } from './issue-order-number';

export function publicOrderIssueRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>().post('/:id{[0-9]+}/public-order', requirePermission('booking-edit'), async (c) => {
    const { issued, ...order } = await issueOrderNumber(db, bookingRef(c));
    return c.json({ data: order }, issued ? 201 : 200);
  });
}
