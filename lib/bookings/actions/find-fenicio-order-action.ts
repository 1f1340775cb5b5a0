'use server';
// GET /booking/fenicio/{id} – the order's client data for the create form. Refused here too when the fenicio
// feature is off for the user (docs/domain/roles-and-permissions.md), whatever the browser sent.
import { featureOffMessage, fenicioOrderIdPattern, fenicioOrderNotFoundMessage, fenicioOrderReply } from '@/contract/fenicio';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { fenicioEnabled } from '../permissions';

export const findFenicioOrderAction = defineAction({
  access: ['booking-create-fenicio'],
  args: (orderId: unknown) => ({ orderId: typeof orderId === 'string' ? orderId.trim() : '' }),
  guard: ({ me, orderId }) => {
    if (!fenicioEnabled(me)) return { ok: false, message: featureOffMessage };
    if (!fenicioOrderIdPattern.test(orderId)) return { ok: false, message: fenicioOrderNotFoundMessage, fieldErrors: { fenicio_order_id: fenicioOrderNotFoundMessage } };
  },
  call: ({ orderId }) => authedRequest(`/booking/fenicio/${encodeURIComponent(orderId)}`, { schema: fenicioOrderReply }),
  success: () => '',
  data: ({ data }) => data,
});
