// The fenicio HTTP adapter's contract: GET {FENICIO_API_URL}/orders/{id} with the bearer key, the buyer mapped to
// the booking's client; the shop stood in by msw (a third party we cannot reach), the backend real.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpOrderSource } from '@/backend/modules/fenicio/http-order-source';
import { fenicioOrderNotFoundMessage, fenicioOrderReply } from '@/contract/fenicio';
import { seedAdminTenant } from '@/tests/factories/administration';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const shop = 'https://tienda.example.com/api/v1';
const seen: Request[] = [];
const server = setupServer(
  http.get(`${shop}/orders/:id`, ({ request, params }) => {
    seen.push(request.clone());
    if (params.id === 'A-100') {
      return HttpResponse.json({ id: 'A-100', status: 'paid', buyer: { first_name: 'Lucía', last_name: 'Pereira', email: 'lucia@example.com', document: '12345672', phone: '099123456' }, items: [] });
    }
    if (params.id === '500') return HttpResponse.json({ error: 'boom' }, { status: 500 });
    if (params.id === 'garbled') return HttpResponse.text('<html>oops</html>');
    if (params.id === 'offline') return HttpResponse.error();
    return HttpResponse.json({ error: 'not found' }, { status: 404 });
  }),
);

let backend: TestBackend;
let token: string;
beforeAll(async () => {
  // Only the shop's host is intercepted; the test backend's own loopback requests pass through.
  server.listen({ onUnhandledRequest: 'bypass' });
  backend = await startTestBackend({ fenicio: httpOrderSource({ baseUrl: `${shop}/`, apiKey: 'shop-key' }) });
  token = (await seedAdminTenant(backend, { tenant: { configs: [{ name: 'fenicio', value: 1 }] } })).token;
});
beforeEach(() => {
  seen.length = 0;
});
afterAll(async () => {
  server.close();
  await backend?.close();
});

describe('GET /booking/fenicio/{id} through the HTTP adapter', () => {
  it("maps the shop's buyer to the booking client and sends the key", async () => {
    const reply = await backend.request('/booking/fenicio/A-100', { token });
    expect(reply.status).toBe(200);
    expect(fenicioOrderReply.parse(reply.body).data).toEqual({
      order_id: 'A-100',
      client: { description: 'Lucía Pereira', email: 'lucia@example.com', document: '12345672', phone_number: '099123456' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer shop-key');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/orders/A-100');
  });

  it('answers 404 for an order the shop does not have', async () => {
    const reply = await backend.request('/booking/fenicio/B-404', { token });
    expect(reply).toMatchObject({ status: 404, body: { message: fenicioOrderNotFoundMessage } });
  });

  it.each(['500', 'garbled', 'offline'])('answers 503 when the shop fails (%s)', async (id) => {
    const reply = await backend.request(`/booking/fenicio/${id}`, { token });
    expect(reply.status).toBe(503);
  });
});
