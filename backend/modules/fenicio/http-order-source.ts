// The shop's HTTP API as an order source: GET {FENICIO_API_URL}/orders/{id} with a bearer key. The reply is read
// defensively (only the buyer's fields we use, each checked); 404 is "no such order", anything else unexpected
// is an error the route answers as 503. Contract-tested with msw (tests/unit/fenicio-http-source.test.ts).
import { z } from 'zod';
import type { FenicioOrderSource } from './order-source';

const shopOrder = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  buyer: z.object({
    first_name: z.string().default(''),
    last_name: z.string().default(''),
    email: z.string().nullish(),
    document: z.string().nullish(),
    phone: z.string().nullish(),
  }),
});

export class FenicioUnavailableError extends Error {}

export function httpOrderSource(options: { baseUrl: string; apiKey?: string; timeoutMs?: number; fetch?: typeof fetch }): FenicioOrderSource {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async getOrder(orderId) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let response: Response;
      try {
        response = await doFetch(`${base}/orders/${encodeURIComponent(orderId)}`, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 8000) });
      } catch (cause) {
        throw new FenicioUnavailableError('fenicio unreachable', { cause });
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new FenicioUnavailableError(`fenicio answered ${response.status}`);
      const parsed = shopOrder.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new FenicioUnavailableError('fenicio reply not understood');
      const { buyer } = parsed.data;
      const name = `${buyer.first_name} ${buyer.last_name}`.trim();
      return {
        order_id: parsed.data.id,
        client: {
          description: name || `Pedido ${parsed.data.id}`,
          email: buyer.email || null,
          document: buyer.document || null,
          phone_number: buyer.phone || null,
        },
      };
    },
  };
}
