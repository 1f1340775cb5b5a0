// Card recharges: the sandbox provider end to end, and MercadoPago against recorded replies (msw). Credits
// come only from what the provider reports, once per provider payment id.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payment } from '@/contract/payments';
import { ledgerTotals } from '@/tests/factories/billing';
import { creditsOf, ledgerOf, seedBookingTenant } from '@/tests/factories/bookings';
import { createMercadoPagoMock, mercadoPagoConfig, sendWebhook } from '@/tests/factories/mercadopago';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const billingUser = { credits: 0, permissions: ['billing-show'] };

describe('sandbox provider (default)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function startRecharge(body: Record<string, unknown> = { pack: 4000 }) {
    const owner = await seedBookingTenant(backend, billingUser);
    const reply = await backend.request('/billing/recharge', { token: owner.token, json: body });
    expect(reply.status).toBe(201);
    return { ...owner, payment: payment.parse(reply.body) };
  }

  it('approve: a checkout on our host, then the credits and a recharge movement, once', async () => {
    const { tenant, token, payment: started } = await startRecharge();
    expect(started).toMatchObject({ provider: 'sandbox', status: 'pending', credits: 4000, price_uyu: 4880, currency: 'UYU' });
    expect(started.checkout_url).toBe(`/sandbox-pago/${started.reference}`);
    const page = await backend.request(`/payments/sandbox/${started.reference}`, { token });
    expect(page.body).toMatchObject({ reference: started.reference, status: 'pending', price_uyu: 4880 });

    const approved = await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'approved' } });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(await creditsOf(backend.db, tenant.id)).toBe(4000);
    const again = await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'approved' } });
    expect(again.status).toBe(412);
    expect(await creditsOf(backend.db, tenant.id)).toBe(4000);
    expect(await ledgerOf(backend.db, tenant.id)).toEqual([expect.objectContaining({ kind: 'recharge', amount: 4000, balanceAfter: 4000 })]);
    const statement = await backend.request('/user/billing', { token });
    expect(statement.body.data[0]).toMatchObject({ charge: 4000, current_credits: 4000, kind: 'recharge', booking_id: null });
    expect((await backend.request(`/payments/${started.reference}`, { token })).body.status).toBe('approved');
  });

  it('reject: status rejected, nothing credited, no second chance on that checkout', async () => {
    const { tenant, token, payment: started } = await startRecharge({ amount: 501 });
    expect(started.price_uyu).toBe(611.22);
    const rejected = await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'rejected' } });
    expect(rejected.body.status).toBe('rejected');
    expect((await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'approved' } })).status).toBe(412);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 0, balance: 0 });
  });

  it('pending, then approve: credited when approved, exactly once', async () => {
    const { tenant, token, payment: started } = await startRecharge({ pack: 10000 });
    expect(started.price_uyu).toBe(12200);
    const pending = await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'pending' } });
    expect(pending.body.status).toBe('pending');
    expect(await creditsOf(backend.db, tenant.id)).toBe(0);
    await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'approved' } });
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, total: 10000, balance: 10000 });
  });

  it('validates the amount with the spec message and needs billing permission', async () => {
    const { tenant, token } = await seedBookingTenant(backend, billingUser);
    const low = await backend.request('/billing/recharge', { token, json: { amount: 500 } });
    expect(low.status).toBe(422);
    expect(low.body.errors.amount).toEqual(['El valor debe ser mayor a 500']);
    const notAPack = await backend.request('/billing/recharge', { token, json: { pack: 5000 } });
    expect(notAPack.status).toBe(422);
    expect(notAPack.body.errors.pack).toEqual(['El valor seleccionado no es válido']);
    expect((await backend.request('/billing/recharge', { token, json: {} })).body.errors.amount).toEqual(['Este campo es requerido']);
    const viewer = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-show'] });
    const viewerToken = await backend.login(viewer.email, viewer.password);
    expect((await backend.request('/billing/recharge', { token: viewerToken, json: { pack: 4000 } })).status).toBe(403);
    expect((await backend.request('/user/billing', { token: viewerToken })).status).toBe(403);
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 0 });
  });

  it("another tenant's or user's payment is a 404, and they cannot resolve it", async () => {
    const { tenant, payment: started } = await startRecharge();
    const other = await seedBookingTenant(backend, billingUser);
    const colleague = await createUser(backend.db, { tenantId: tenant.id, permissions: ['billing-show'] });
    const colleagueToken = await backend.login(colleague.email, colleague.password);
    for (const token of [other.token, colleagueToken]) {
      expect((await backend.request(`/payments/${started.reference}`, { token })).status).toBe(404);
      expect((await backend.request(`/payments/sandbox/${started.reference}`, { token })).status).toBe(404);
      expect((await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'approved' } })).status).toBe(404);
    }
    expect((await backend.request('/payments/not-a-uuid', { token: other.token })).status).toBe(404);
    expect(await creditsOf(backend.db, tenant.id)).toBe(0);
  });

  it('a retried request with the same Idempotency-Key returns the same payment', async () => {
    const { token } = await seedBookingTenant(backend, billingUser);
    const headers = { 'idempotency-key': 'recarga-abc-123' };
    const first = await backend.request('/billing/recharge', { token, headers, json: { pack: 7000 } });
    const second = await backend.request('/billing/recharge', { token, headers, json: { pack: 7000 } });
    expect(second.body.reference).toBe(first.body.reference);
    expect((await backend.request('/billing/recharge', { token, headers, json: { pack: 4000 } })).status).toBe(409);
  });

  it('the MercadoPago webhook does not exist while the sandbox is the provider', async () => {
    expect((await sendWebhook(backend, 1)).status).toBe(404);
  });
});

describe('MercadoPago provider', () => {
  const mock = createMercadoPagoMock();
  let backend: TestBackend;
  let nextPaymentId = 90_000_000_000;
  beforeAll(async () => {
    mock.server.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname.endsWith('mercadopago.com') ? print.error() : undefined) });
    backend = await startTestBackend({ payments: mercadoPagoConfig });
  });
  beforeEach(() => {
    mock.state.failingReads = 0;
    mock.state.failPreferences = false;
  });
  afterEach(() => mock.server.resetHandlers());
  afterAll(async () => {
    mock.server.close();
    await backend?.close();
  });

  async function startRecharge(body: Record<string, unknown> = { pack: 4000 }) {
    const owner = await seedBookingTenant(backend, billingUser);
    const reply = await backend.request('/billing/recharge', { token: owner.token, json: body, headers: { 'idempotency-key': `key-${nextPaymentId}` } });
    expect(reply.status).toBe(201);
    return { ...owner, payment: payment.parse(reply.body), paymentId: ++nextPaymentId };
  }

  it('creates a Checkout Pro preference with back_urls, notification_url and the idempotency key', async () => {
    const { payment: started } = await startRecharge();
    const sent = mock.state.preferences.at(-1)!;
    expect(sent.headers.get('x-idempotency-key')).toBe(`key-${nextPaymentId - 1}`);
    expect(sent.headers.get('authorization')).toBe(`Bearer ${mercadoPagoConfig.accessToken}`);
    expect(sent.body).toMatchObject({
      external_reference: started.reference,
      items: [{ quantity: 1, currency_id: 'UYU', unit_price: 4880 }],
      back_urls: {
        success: 'https://panel.example.com/mercadopago/success',
        failure: 'https://panel.example.com/mercadopago/failure',
        pending: 'https://panel.example.com/mercadopago/pending',
      },
      notification_url: 'https://panel.example.com/api/v2/payments/mercadopago/webhook',
    });
    expect(started.checkout_url).toMatch(/^https:\/\/www\.mercadopago\.com\.uy\/checkout\/v1\/redirect\?pref_id=/);
    expect(started.provider).toBe('mercadopago');
  });

  it('a failed preference answers 503 with the spec message', async () => {
    mock.state.failPreferences = true;
    const { token } = await seedBookingTenant(backend, billingUser);
    const reply = await backend.request('/billing/recharge', { token, json: { pack: 4000 } });
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ message: 'No se puede procesar tu solicitud, por favor reintenta más tarde' });
  });

  it('a webhook with a bad or missing signature is 401 and credits nothing', async () => {
    const { tenant, payment: started, paymentId } = await startRecharge();
    mock.addPayment('approved', { id: paymentId, external_reference: started.reference });
    expect((await sendWebhook(backend, paymentId, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await sendWebhook(backend, paymentId, { signature: null })).status).toBe(401);
    expect((await sendWebhook(backend, paymentId, { signature: 'ts=1,v1=zz' })).status).toBe(401);
    expect(await creditsOf(backend.db, tenant.id)).toBe(0);
  });

  it('a valid webhook twice credits once', async () => {
    const { tenant, token, payment: started, paymentId } = await startRecharge();
    mock.addPayment('approved', { id: paymentId, external_reference: started.reference });
    const first = await sendWebhook(backend, paymentId);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('credited');
    expect((await sendWebhook(backend, paymentId)).body.outcome).toBe('already_credited');
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, total: 4000, balance: 4000 });
    expect((await backend.request(`/payments/${started.reference}`, { token })).body.status).toBe('approved');
  });

  it('out of order: a rejected attempt after the approval changes nothing', async () => {
    const { tenant, token, payment: started, paymentId } = await startRecharge();
    mock.addPayment('approved', { id: paymentId, external_reference: started.reference });
    mock.addPayment('rejected', { id: paymentId + 500_000, external_reference: started.reference });
    expect((await sendWebhook(backend, paymentId)).body.outcome).toBe('credited');
    expect((await sendWebhook(backend, paymentId + 500_000)).body.outcome).toBe('ignored');
    expect((await backend.request(`/payments/${started.reference}`, { token })).body.status).toBe('approved');
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, balance: 4000 });
  });

  it('a webhook whose payment amount does not match credits nothing', async () => {
    const { tenant, token, payment: started, paymentId } = await startRecharge();
    mock.addPayment('approved', { id: paymentId, external_reference: started.reference, transaction_amount: 48.8 });
    expect((await sendWebhook(backend, paymentId)).body.outcome).toBe('ignored');
    expect(await creditsOf(backend.db, tenant.id)).toBe(0);
    expect((await backend.request(`/payments/${started.reference}`, { token })).body.status).toBe('pending');
  });

  it('a failed payment read answers 503 (MercadoPago retries) and the retry credits', async () => {
    const { tenant, payment: started, paymentId } = await startRecharge();
    mock.addPayment('approved', { id: paymentId, external_reference: started.reference });
    mock.state.failingReads = 1;
    expect((await sendWebhook(backend, paymentId)).status).toBe(503);
    expect(await creditsOf(backend.db, tenant.id)).toBe(0);
    expect((await sendWebhook(backend, paymentId)).body.outcome).toBe('credited');
    expect(await creditsOf(backend.db, tenant.id)).toBe(4000);
  });

  it('a forged success URL credits nothing; the status poll credits only what MercadoPago reports', async () => {
    const { tenant, token, payment: started, paymentId } = await startRecharge();
    // The return page's query string (?status=approved&payment_id=…) reaches no endpoint that credits.
    const forged = await backend.request(`/payments/${started.reference}?status=approved&collection_status=approved&payment_id=${paymentId}`, { token });
    expect(forged.body.status).toBe('pending');
    expect(await creditsOf(backend.db, tenant.id)).toBe(0);
    // The webhook never came, but MercadoPago holds an approved payment: the next poll (past the throttle) credits it.
    mock.addPayment('approved', { id: paymentId, external_reference: started.reference });
    await backend.db.execute(`update payment_intents set last_checked_at = now() - interval '1 minute' where reference = '${started.reference}'`);
    expect((await backend.request(`/payments/${started.reference}`, { token })).body.status).toBe('approved');
    expect((await sendWebhook(backend, paymentId)).body.outcome).toBe('already_credited');
    expect(await ledgerTotals(backend.db, tenant.id)).toMatchObject({ rows: 1, balance: 4000 });
  });

  it('acknowledges other topics without reading anything', async () => {
    const reads = mock.state.reads;
    const reply = await sendWebhook(backend, 123, { type: 'merchant_order' });
    expect(reply.status).toBe(200);
    expect(mock.state.reads).toBe(reads);
  });

  it('the sandbox endpoints do not exist with MercadoPago configured', async () => {
    const { token, payment: started } = await startRecharge();
    expect((await backend.request(`/payments/sandbox/${started.reference}/resolve`, { token, json: { outcome: 'approved' } })).status).toBe(404);
  });
});
