// POST /payments/mercadopago/webhook – PUBLIC (mounted above `authenticate`): MercadoPago's notification.
// Trust comes from the x-signature HMAC (401 when missing or wrong), and even then the body is only a hint:
// the payment is read back from MercadoPago's API and confirmed through confirmProviderPayment. A failed read
// answers 503 so that MercadoPago retries the notification later.
import { describedBy } from '@/backend/http/api-route';
import { paymentApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError, messages } from '@/backend/errors';
import { readJson } from '@/backend/http/validation';
import { confirmProviderPayment } from './confirm-payment';
import { verifyMercadoPagoSignature } from './mercadopago-signature';
import { createPaymentProvider, defaultPayments, ProviderUnavailableError } from './provider';

interface NotificationBody {
  type?: unknown;
  data?: { id?: unknown };
}

const idText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

export function paymentWebhookRoutes({ db, payments }: AppDeps) {
  const config = payments ?? defaultPayments;
  return new Hono().post('/mercadopago/webhook', describedBy(paymentApi.webhook), async (c) => {
    if (config.provider !== 'mercadopago') throw new AppError('not_found', messages.notFound);
    const provider = createPaymentProvider(config);
    const body = ((await readJson(c)) ?? {}) as NotificationBody;
    // MercadoPago signs the data.id of the query string; the body's is the fallback for older formats.
    const dataId = c.req.query('data.id') ?? idText(body.data?.id) ?? c.req.query('id');
    const signed = verifyMercadoPagoSignature({
      signature: c.req.header('x-signature'),
      requestId: c.req.header('x-request-id'),
      dataId,
      secret: config.webhookSecret,
    });
    if (!signed || !dataId) throw new AppError('unauthenticated', messages.invalidWebhookSignature);
    const type = c.req.query('type') ?? idText(body.type) ?? c.req.query('topic');
    // Other topics (merchant orders, plans…) are acknowledged so that MercadoPago stops sending them.
    if (type !== 'payment') return c.json({ received: true, outcome: 'ignored' });
    let payment;
    try {
      payment = await provider.readPayment!(dataId);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      console.warn(JSON.stringify({ level: 'warn', event: 'payment_read_failed', paymentId: dataId, error: error.message }));
      throw new AppError('unavailable', messages.unavailable);
    }
    const outcome = await confirmProviderPayment(db, 'mercadopago', payment);
    return c.json({ received: true, outcome });
  });
}
