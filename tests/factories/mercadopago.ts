// MercadoPago's API stood in by msw (intercepting fetch to api.mercadopago.com in this process, where the test
// backend runs), answering with the recorded fixtures in tests/fixtures/mercadopago/. Each test sets the
// payments the fake API holds; requests are recorded for assertions.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PaymentsConfig } from '@/backend/config';
import { signMercadoPago } from '@/backend/modules/payments/mercadopago-signature';
import type { TestBackend } from '@/tests/support/test-backend';

export const mercadoPagoApi = 'https://api.mercadopago.com';

export const mercadoPagoConfig: Extract<PaymentsConfig, { provider: 'mercadopago' }> = {
  provider: 'mercadopago',
  publicUrl: 'https://panel.example.com',
  accessToken: 'TEST-0000000000000000-000000-test-token',
  webhookSecret: 'test-webhook-secret',
  apiUrl: mercadoPagoApi,
};

const fixtureDir = path.join(process.cwd(), 'tests/fixtures/mercadopago');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are free-form JSON patched per test
export function fixture(name: string): any {
  return JSON.parse(readFileSync(path.join(fixtureDir, `${name}.json`), 'utf8'));
}

export interface RecordedRequest {
  headers: Headers;
  body: Record<string, unknown>;
}

export function createMercadoPagoMock() {
  const state = {
    preferences: [] as RecordedRequest[],
    payments: new Map<string, Record<string, unknown>>(),
    /** Payment reads that fail with a 500 before they succeed again. */
    failingReads: 0,
    failPreferences: false,
    reads: 0,
  };
  const server = setupServer(
    http.post(`${mercadoPagoApi}/checkout/preferences`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.preferences.push({ headers: request.headers, body });
      if (state.failPreferences) return HttpResponse.json(fixture('error-500'), { status: 500 });
      return HttpResponse.json({ ...fixture('preference-created'), external_reference: body.external_reference }, { status: 201 });
    }),
    http.get(`${mercadoPagoApi}/v1/payments/search`, ({ request }) => {
      const reference = new URL(request.url).searchParams.get('external_reference');
      const results = [...state.payments.values()].filter((p) => p.external_reference === reference);
      return HttpResponse.json({ ...fixture('payment-search'), paging: { total: results.length, limit: 30, offset: 0 }, results });
    }),
    http.get(`${mercadoPagoApi}/v1/payments/:id`, ({ params }) => {
      state.reads++;
      if (state.failingReads > 0) {
        state.failingReads--;
        return HttpResponse.json(fixture('error-500'), { status: 500 });
      }
      const payment = state.payments.get(String(params.id));
      return payment ? HttpResponse.json(payment) : HttpResponse.json({ message: 'Payment not found', status: 404 }, { status: 404 });
    }),
  );
  return {
    server,
    state,
    /** A payment the fake API holds, from the approved or rejected fixture. */
    addPayment(kind: 'approved' | 'rejected', overrides: { id: number; external_reference: string; transaction_amount?: number; status?: string }) {
      const payment = { ...fixture(`payment-${kind}`), ...overrides };
      state.payments.set(String(overrides.id), payment);
      return payment;
    },
  };
}

/** POSTs a notification the way MercadoPago does; `secret` other than the configured one forges the signature. */
export function sendWebhook(backend: TestBackend, paymentId: number | string, options: { secret?: string; signature?: string | null; type?: string } = {}) {
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const signature =
    options.signature === undefined
      ? signMercadoPago({ dataId: String(paymentId), requestId, ts, secret: options.secret ?? mercadoPagoConfig.webhookSecret })
      : options.signature;
  const type = options.type ?? 'payment';
  return backend.request(`/payments/mercadopago/webhook?data.id=${paymentId}&type=${type}`, {
    method: 'POST',
    headers: { 'x-request-id': requestId, ...(signature === null ? {} : { 'x-signature': signature }) },
    json: { action: 'payment.updated', api_version: 'v1', type, data: { id: String(paymentId) }, live_mode: false, id: 1234567 },
  });
}
