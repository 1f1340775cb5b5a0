// List pages and their totals: the count query runs only when the page cannot tell the total by itself.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageWithTotal } from '@/backend/http/pagination';
import { bookings } from '@/backend/db/schema';
import { insertBooking, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const matches = 7;
let backend: TestBackend;
let tenant: BookingTenant;
beforeAll(async () => {
  backend = await startTestBackend();
  tenant = await seedBookingTenant(backend);
  for (let i = 0; i < matches; i++) await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id });
});
afterAll(async () => {
  await backend?.close();
});

function tenantBookings() {
  const where = eq(bookings.providerId, tenant.tenant.id);
  const query = backend.db.select({ id: bookings.id }).from(bookings).where(where).orderBy(asc(bookings.id)).$dynamic();
  const countAll = vi.fn(() => backend.db.$count(bookings, where));
  return { query, countAll };
}

describe('pageWithTotal', () => {
  it('gives the true total on every page, counting only on full pages and on empty pages past the end', async () => {
    const perPage = 3;
    // 7 matches in pages of 3: full, full, last with 1, then nothing.
    const expected = [
      { page: 1, rows: 3, counted: true },
      { page: 2, rows: 3, counted: true },
      { page: 3, rows: 1, counted: false },
      { page: 4, rows: 0, counted: true },
    ];
    for (const { page, rows, counted } of expected) {
      const { query, countAll } = tenantBookings();
      const result = await pageWithTotal(query, { page, perPage }, countAll);
      expect(result.rows).toHaveLength(rows);
      expect(result.total).toBe(matches);
      expect(countAll).toHaveBeenCalledTimes(counted ? 1 : 0);
    }
  });

  it('a first page holding every match, or an unpaged read, needs no count', async () => {
    for (const page of [{ page: 1, perPage: 25 }, null]) {
      const { query, countAll } = tenantBookings();
      const result = await pageWithTotal(query, page, countAll);
      expect(result).toMatchObject({ total: matches });
      expect(result.rows).toHaveLength(matches);
      expect(countAll).not.toHaveBeenCalled();
    }
  });

  it('an empty first page is a total of zero, without a count', async () => {
    const query = backend.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerId, -1)).$dynamic();
    const countAll = vi.fn(async () => 99);
    expect(await pageWithTotal(query, { page: 1, perPage: 25 }, countAll)).toEqual({ rows: [], total: 0 });
    expect(countAll).not.toHaveBeenCalled();
  });
});
