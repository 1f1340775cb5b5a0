// MercadoPago Checkout Pro: a preference per recharge (POST /checkout/preferences), payments read back from
// GET /v1/payments/{id} and /v1/payments/search. Replies are parsed with zod: an answer we do not understand
// is treated like an outage (nothing credited; MercadoPago retries its webhook).
import { z } from 'zod';
import type { PaymentsConfig } from '@/backend/config';
import type { PaymentStatus } from '@/backend/db/schema';
import { ProviderUnavailableError, type PaymentProvider, type ProviderPayment } from './provider';

type MercadoPagoConfig = Extract<PaymentsConfig, { provider: 'mercadopago' }>;

const requestTimeoutMs = 10_000;

const preferenceReply = z.object({ id: z.string(), init_point: z.url() });

const paymentReply = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullable().optional(),
});
const searchReply = z.object({ results: z.array(paymentReply) });

/**
 * Only `approved` credits. In-flight states (pending, in_process, authorized) stay pending; the ones that end
 * a payment without money (rejected, cancelled) reject. refunded/charged_back after approval are not undone
 * here: the intent is already approved and a later notification never changes it (staff adjust by hand).
 */
function statusOf(mercadoPagoStatus: string): PaymentStatus {
  if (mercadoPagoStatus === 'approved') return 'approved';
  if (['rejected', 'cancelled', 'refunded', 'charged_back'].includes(mercadoPagoStatus)) return 'rejected';
  return 'pending';
}

function toProviderPayment(payment: z.infer<typeof paymentReply>): ProviderPayment {
  return {
    id: payment.id,
    status: statusOf(payment.status),
    amountCents: Math.round(payment.transaction_amount * 100),
    currency: payment.currency_id,
    reference: payment.external_reference ?? null,
  };
}

export function mercadoPagoProvider(config: MercadoPagoConfig): PaymentProvider {
  async function call<S extends z.ZodType>(path: string, schema: S, init: RequestInit = {}): Promise<z.output<S>> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`MercadoPago ${path}: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) throw new ProviderUnavailableError(`MercadoPago ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) throw new ProviderUnavailableError(`MercadoPago ${path}: unexpected reply ${text.slice(0, 300)}`);
    return parsed.data;
  }

  return {
    name: 'mercadopago',
    async createCheckout(request) {
      const preference = await call('/checkout/preferences', preferenceReply, {
        method: 'POST',
        headers: { 'x-idempotency-key': request.idempotencyKey },
        body: JSON.stringify({
          items: [
            {
              id: `creditos-${request.credits}`,
              title: `${request.credits} créditos`,
              quantity: 1,
              currency_id: request.currency,
              unit_price: request.priceCents / 100,
            },
          ],
          external_reference: request.reference,
          back_urls: {
            success: `${config.publicUrl}/mercadopago/success`,
            failure: `${config.publicUrl}/mercadopago/failure`,
            pending: `${config.publicUrl}/mercadopago/pending`,
          },
          auto_return: 'approved',
          notification_url: `${config.publicUrl}/api/v2/payments/mercadopago/webhook`,
        }),
      });
      return { providerRef: preference.id, checkoutUrl: preference.init_point };
    },
    async readPayment(providerPaymentId) {
      return toProviderPayment(await call(`/v1/payments/${encodeURIComponent(providerPaymentId)}`, paymentReply));
    },
    async findPaymentsByReference(reference) {
      const found = await call(`/v1/payments/search?external_reference=${encodeURIComponent(reference)}`, searchReply);
      return found.results.map(toProviderPayment);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
