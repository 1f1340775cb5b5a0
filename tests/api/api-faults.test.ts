// Faults between the BFF and /api/v2 (lib/api-client.ts over HTTP through a proxy that delays, fails or drops):
// every call ends within API_TIMEOUT_MS; reads and idempotent writes are retried, other writes never are; the
// client works again as soon as the backend answers.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@/backend/db/schema';
import { meReply } from '@/contract/auth';
import { bookingReply } from '@/contract/bookings';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';
import { buildBooking, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { startFaultProxy, type FaultProxy } from '@/tests/support/fault-proxy';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let proxy: FaultProxy;
let tenant: BookingTenant;

beforeAll(async () => {
  backend = await startTestBackend();
  tenant = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
  proxy = await startFaultProxy(backend.baseUrl.replace(/\/api\/v2$/, ''));
  process.env.API_BASE_URL = proxy.origin;
  process.env.API_TIMEOUT_MS = '1500';
});
afterEach(() => {
  proxy.set({ kind: 'pass' });
  proxy.seen.length = 0;
});
afterAll(async () => {
  delete process.env.API_BASE_URL;
  delete process.env.API_TIMEOUT_MS;
  await proxy?.close();
  await backend?.close();
});

const me = () => apiRequest('/auth/me', { token: tenant.token, schema: meReply });
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const outcome = await work().then((value) => ({ value }), (error: unknown) => ({ error }));
  return { ...outcome, ms: performance.now() - started };
};

describe('deadline', () => {
  it('a backend slowed to 60 s gives a 503 ApiError within the budget, and the next call works once it is back', async () => {
    proxy.set({ kind: 'delay', ms: 60_000 });
    const slow = await timed(me);
    expect('error' in slow && slow.error).toBeInstanceOf(ApiError);
    expect((slow as { error: ApiError }).error.status).toBe(503);
    expect(slow.ms).toBeGreaterThan(1_400);
    expect(slow.ms).toBeLessThan(2_500);

    proxy.set({ kind: 'pass' });
    expect((await me()).data.email).toBe(tenant.user.email);
  });
});

describe('retries', () => {
  it('a read is retried after a 503 and after a dropped connection', async () => {
    proxy.set({ kind: 'status', status: 503 }, { times: 1 });
    expect((await me()).data.email).toBe(tenant.user.email);
    proxy.set({ kind: 'drop' }, { times: 1 });
    expect((await me()).data.email).toBe(tenant.user.email);
    expect(proxy.seen.filter((r) => r.path.startsWith('/api/v2/auth/me'))).toHaveLength(4);
  });

  it('gives up after API_RETRIES more attempts (2 by default) when the backend stays down', async () => {
    proxy.set({ kind: 'status', status: 503 });
    const error = await me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(proxy.seen).toHaveLength(3);
  });

  it('a write without an Idempotency-Key is never repeated', async () => {
    proxy.set({ kind: 'drop' }, { times: 1 });
    const body = buildBooking({ location_id: tenant.location.id });
    const error = await apiRequest('/booking', { method: 'POST', body, token: tenant.token }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(proxy.seen).toHaveLength(1);
  });

  it('a write with an Idempotency-Key is retried and creates one booking', async () => {
    // The first attempt reaches the backend (which creates the booking) but its reply is lost on the way back.
    proxy.set({ kind: 'lose-reply' }, { times: 1 });
    const body = buildBooking({ location_id: tenant.location.id });
    const key = `faults-${Date.now()}`;
    const reply = await apiRequest('/booking', { method: 'POST', body, token: tenant.token, headers: { 'Idempotency-Key': key }, schema: bookingReply });
    expect(proxy.seen.filter((r) => r.method === 'POST')).toHaveLength(2);
    const rows = await backend.db.select({ id: bookings.id, client: bookings.client }).from(bookings).where(eq(bookings.providerId, tenant.tenant.id));
    expect(rows.filter((row) => row.client.description === body.client.description).map((row) => row.id)).toEqual([reply.data.id]);
  });
});
