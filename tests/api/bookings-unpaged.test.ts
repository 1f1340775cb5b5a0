// GET /booking?withPagination=false is the heaviest read a client can ask for: it stops at 1,000 bookings (was
// 5,000: 4.3 MB and about 2 s each), says so in meta.per_page, and a tenant's unpaged reads go through its own
// gate (backend/http/tenant-gate.ts, tested in tests/unit/tenant-gate.test.ts) so another tenant's page never waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('GET /booking?withPagination=false', () => {
  it('answers at most 1,000 bookings and says so; many at once by one tenant never fail another tenant\'s page', async () => {
    const heavy = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    const unpaged = await backend.request('/booking?withPagination=false&full=true', { token: heavy.token });
    expect(unpaged.status).toBe(200);
    expect(unpaged.body.meta).toMatchObject({ per_page: 1000, current_page: 1 });

    const burst = Array.from({ length: 12 }, () => backend.request('/booking?withPagination=false&full=true', { token: heavy.token }));
    const page = await backend.request('/booking?page=1&perPage=25&withPagination=true', { token: other.token });
    expect(page.status).toBe(200);
    // Each of the burst is served or refused with a clear 429, never an error.
    for (const reply of await Promise.all(burst)) {
      expect([200, 429]).toContain(reply.status);
      if (reply.status === 429) expect(reply.body.message).toMatch(/consultas grandes/);
    }
  });
});
