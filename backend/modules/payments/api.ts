// Registry entries of card recharges and payments (backend/http/api-route.ts).
import { z } from 'zod';
import { apiRoute } from '@/backend/http/api-route';
import { rechargeBody } from '@/contract/billing';
import { payment, sandboxResolveBody } from '@/contract/payments';

const tag = 'Payments';

export const paymentApi = {
  recharge: apiRoute({
    method: 'post', path: '/billing/recharge', tag, body: rechargeBody, reply: payment, status: 201,
    summary:
      'Start a card recharge: the payment and the provider’s checkout URL (billing-show or billing-create). An Idempotency-Key header ' +
      '(8–100 of A-Z a-z 0-9 _ -) answers a repeat with the same payment; 503 while no provider is configured.',
  }),
  status: apiRoute({ method: 'get', path: '/payments/{reference}', tag, reply: payment, summary: 'The caller’s payment and its status, for the return pages to poll.' }),
  sandbox: apiRoute({ method: 'get', path: '/payments/sandbox/{reference}', tag, reply: payment, summary: 'The sandbox checkout page’s payment (the sandbox provider only).' }),
  sandboxResolve: apiRoute({
    method: 'post', path: '/payments/sandbox/{reference}/resolve', tag, body: sandboxResolveBody, reply: payment,
    summary: 'The sandbox “card”: approves, rejects or leaves pending the payment (the sandbox provider only).',
  }),
  webhook: apiRoute({
    method: 'post', path: '/payments/mercadopago/webhook', tag,
    body: z.object({ type: z.string().optional(), data: z.object({ id: z.union([z.string(), z.number()]).optional() }).optional() }).passthrough(),
    reply: z.object({ received: z.literal(true), outcome: z.string() }),
    errors: [401, 404],
    summary:
      'MercadoPago’s payment notification. Trusted only with a valid x-signature (else 401); the payment is read back from MercadoPago, ' +
      'and 503 asks MercadoPago to retry. 404 unless MercadoPago is the configured provider.',
  }),
};
