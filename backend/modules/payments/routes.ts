// POST /billing/recharge                        – start a card recharge: intent + provider checkout (billing-show or billing-create)
// GET  /payments/{reference}                    – the owner's payment status, for the return pages to poll (same)
// GET  /payments/sandbox/{reference}            – the sandbox checkout page's intent (owner; sandbox provider only)
// POST /payments/sandbox/{reference}/resolve    – the sandbox "card": approved | rejected | pending (same)
import { describedBy } from '@/backend/http/api-route';
import { paymentApi } from './api';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '@/backend/app';
import { AppError, messages } from '@/backend/errors';
import { parseBody } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { choiceMessage } from '@/contract/fields';
import { createRecharge } from './create-recharge';
import { isCreditPack } from '@/backend/modules/prices/prices';
import { getPayment } from './get-payment';
import { paymentNotFound } from './payment-record';
import { createPaymentProvider, defaultPayments } from './provider';
import { getSandboxPayment, resolveSandboxPayment } from './sandbox-payment';

const canPay = requirePermission('billing-show', 'billing-create');
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

function paymentRef(c: Context<ProtectedEnv>) {
  const { user, tenant } = c.get('auth');
  return { tenantId: tenant.id, userId: user.id, reference: c.req.param('reference') ?? '' };
}

function idempotencyKey(c: Context<ProtectedEnv>): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!idempotencyKeyPattern.test(key)) {
    throw new AppError('validation', 'El formato no es válido', { idempotency_key: ['El formato no es válido'] });
  }
  return key;
}

export function rechargeRoutes({ db, payments }: AppDeps) {
  const config = payments ?? defaultPayments;
  const provider = createPaymentProvider(config);
  // No provider at all (PostgreSQL without MercadoPago, sandbox off): card recharges are unavailable.
  const available = config.provider === 'mercadopago' || config.enabled;
  return new Hono<ProtectedEnv>().post('/recharge', describedBy(paymentApi.recharge), canPay, async (c) => {
    const body = await parseBody(c, paymentApi.recharge);
    if (body.pack && !isCreditPack(body.credits)) throw new AppError('validation', choiceMessage, { pack: [choiceMessage] });
    if (!available) throw new AppError('unavailable', messages.paymentUnavailable);
    const { user, tenant } = c.get('auth');
    const payment = await createRecharge(db, provider, { tenantId: tenant.id, userId: user.id, credits: body.credits, idempotencyKey: idempotencyKey(c) });
    return c.json(payment, 201);
  });
}

export function paymentRoutes({ db, payments }: AppDeps) {
  const config = payments ?? defaultPayments;
  const provider = createPaymentProvider(config);
  // With a real provider configured, or the sandbox switched off, the sandbox does not exist: it hands out credits.
  const sandboxOn = config.provider === 'sandbox' && config.enabled;
  return new Hono<ProtectedEnv>()
    .get('/sandbox/:reference', describedBy(paymentApi.sandbox), canPay, async (c) => {
      if (!sandboxOn) throw paymentNotFound();
      return c.json(await getSandboxPayment(db, paymentRef(c)));
    })
    .post('/sandbox/:reference/resolve', describedBy(paymentApi.sandboxResolve), canPay, async (c) => {
      if (!sandboxOn) throw paymentNotFound();
      const { outcome } = await parseBody(c, paymentApi.sandboxResolve);
      return c.json(await resolveSandboxPayment(db, { ...paymentRef(c), outcome }));
    })
    .get('/:reference', describedBy(paymentApi.status), canPay, async (c) => c.json(await getPayment(db, provider, paymentRef(c))));
}
