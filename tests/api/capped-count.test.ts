// List totals: exact up to a threshold, then the database's estimate, flagged so the screen can say "≈".
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cappedCount, estimateTtlMs } from '@/backend/db/capped-count';
import { bookings } from '@/backend/db/schema';
import { insertBooking, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let tenant: BookingTenant;
beforeAll(async () => {
  backend = await startTestBackend();
  tenant = await seedBookingTenant(backend);
  for (let i = 0; i < 30; i++) await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id });
});
afterAll(async () => {
  await backend?.close();
});

describe('cappedCount', () => {
  const ofTenant = () => eq(bookings.providerId, tenant.tenant.id);

  it('is exact up to the limit', async () => {
    expect(await cappedCount(backend.db, bookings, ofTenant(), 100)).toEqual({ total: 30, estimated: false });
    expect(await cappedCount(backend.db, bookings, ofTenant(), 30)).toEqual({ total: 30, estimated: false });
  });

  it('past the limit answers an estimate, never below what it has seen', async () => {
    const count = await cappedCount(backend.db, bookings, ofTenant(), 10);
    expect(count.estimated).toBe(true);
    expect(count.total).toBeGreaterThanOrEqual(11);
  });

  it('keeps an estimate for a minute, per filter, but never an exact total', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 15; i++) ids.push((await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id })).id);
    const these = () => and(eq(bookings.providerId, tenant.tenant.id), inArray(bookings.id, ids))!;
    const first = await cappedCount(backend.db, bookings, these(), 12);
    expect(first.estimated).toBe(true);
    await backend.db.delete(bookings).where(these());
    try {
      // Within the minute the same filter answers the kept estimate, although its rows are gone…
      expect(await cappedCount(backend.db, bookings, these(), 12)).toEqual(first);
      // …while an exact count reads the table.
      expect(await cappedCount(backend.db, bookings, these(), 100)).toEqual({ total: 0, estimated: false });
      vi.setSystemTime(Date.now() + estimateTtlMs + 1);
      expect(await cappedCount(backend.db, bookings, these(), 12)).toEqual({ total: 0, estimated: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('GET /booking says whether its total is exact', async () => {
    const reply = await backend.request('/booking', { token: tenant.token });
    expect(reply.status).toBe(200);
    expect(reply.body.meta).toMatchObject({ total: 30, total_estimated: false });
  });
});
