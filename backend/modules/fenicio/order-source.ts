// Where fenicio (e-commerce) orders come from: an adapter, so that the backend runs without the shop. The default
// is the sandbox (fixed demo orders); FENICIO_API_URL switches to the shop's HTTP API (http-order-source.ts).
import type { FenicioOrder } from '@/contract/fenicio';

export interface FenicioOrderSource {
  /** The order's client data, or null when the shop has no such order. Throws when the shop cannot be reached. */
  getOrder(orderId: string): Promise<FenicioOrder | null>;
}

/** Orders the sandbox knows: enough to try the create-from-order flow on the demo. */
export const sandboxOrders: readonly FenicioOrder[] = [
  { order_id: '10001', client: { description: 'Pedido web 10001', email: 'lucia.pereira@example.com', document: '1.234.567-2', phone_number: '099 123 456' } },
  { order_id: '10002', client: { description: 'Pedido web 10002', email: 'martin.silva@example.com', document: null, phone_number: '098 765 432' } },
  { order_id: '10003', client: { description: 'Pedido web 10003', email: null, document: '4.567.890-1', phone_number: null } },
];

export const sandboxOrderSource: FenicioOrderSource = {
  async getOrder(orderId) {
    return sandboxOrders.find((order) => order.order_id === orderId) ?? null;
  },
};
