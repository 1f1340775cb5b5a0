// Registry entry of /booking/fenicio/{id} (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { fenicioOrderReply } from '@/contract/fenicio';

export const fenicioApi = {
  order: apiRoute({
    method: 'get', path: '/booking/fenicio/{id}', tag: 'Bookings', reply: fenicioOrderReply,
    summary: 'A fenicio shop order’s client data for a new booking (booking-create-fenicio, fenicio on); the shop unreachable → 503.',
  }),
};
