'use server';
// GET /booking/fenicio/{id} – the order's client data for the create form. Refused here too when the fenicio
// feature is off for the user (docs/domain/roles-and-permissions.md), whatever the browser sent.
import { featureOffMessage, fenicioOrderIdPattern, fenicioOrderNotFoundMessage, fenicioOrderReply, type FenicioOrder } from '@/contract/fenicio';
import { authedRequest, requirePermission } from '../../session';
import { fenicioEnabled } from '../permissions';
import { failure, type ActionResult } from './action-result';

export async function findFenicioOrderAction(orderId: unknown): Promise<ActionResult<FenicioOrder>> {
  const me = await requirePermission('booking-create-fenicio');
  if (!fenicioEnabled(me)) return { ok: false, message: featureOffMessage };
  const id = typeof orderId === 'string' ? orderId.trim() : '';
  if (!fenicioOrderIdPattern.test(id)) return { ok: false, message: fenicioOrderNotFoundMessage, fieldErrors: { fenicio_order_id: fenicioOrderNotFoundMessage } };
  try {
    const { data } = await authedRequest(`/booking/fenicio/${encodeURIComponent(id)}`, { schema: fenicioOrderReply });
    return { ok: true, message: '', data };
  } catch (error) {
    return failure(error);
  }
}
