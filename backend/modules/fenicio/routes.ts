// GET /booking/fenicio/{id} – a fenicio order's client data for the create form (booking-create-fenicio and config
// fenicio = 1, else 403). Unknown order → 404; the shop unreachable → 503.
import { describedBy } from '@/backend/http/api-route';
import { fenicioApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError, messages } from '@/backend/errors';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { assertFeature, callerFeatures } from '@/backend/modules/features/features';
import { fenicioOrderIdPattern, fenicioOrderNotFoundMessage } from '@/contract/fenicio';
import { FenicioUnavailableError } from './http-order-source';
import { sandboxOrderSource } from './order-source';

export function fenicioRoutes({ fenicio = sandboxOrderSource }: AppDeps) {
  return new Hono<ProtectedEnv>().get('/:id', describedBy(fenicioApi.order), requirePermission('booking-create-fenicio'), async (c) => {
    assertFeature(callerFeatures(c).fenicio);
    const id = c.req.param('id').trim();
    if (!fenicioOrderIdPattern.test(id)) throw new AppError('not_found', fenicioOrderNotFoundMessage);
    try {
      const order = await fenicio.getOrder(id);
      if (!order) throw new AppError('not_found', fenicioOrderNotFoundMessage);
      return c.json({ data: order });
    } catch (error) {
      if (error instanceof FenicioUnavailableError) {
        console.error('fenicio lookup failed', error);
        throw new AppError('unavailable', messages.unavailable);
      }
      throw error;
    }
  });
}
