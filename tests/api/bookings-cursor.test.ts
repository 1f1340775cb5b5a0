// GET /booking?cursor=… (keyset continuation for long walks such as the Excel export): the same rows as page
// after page with OFFSET (every field alike), in both directions, with filters, without counting, and tenant-scoped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function walk(token: string, query: string, withCursor: boolean) {
  const ids: number[] = [];
  const rows: unknown[] = [];
  let cursor: number | undefined;
  for (let page = 1; ; page++) {
    const reply = await backend.request(`/booking?perPage=10&page=${page}&${query}${withCursor && cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(reply.status).toBe(200);
    ids.push(...reply.body.data.map((b: { id: number }) => b.id));
    rows.push(...reply.body.data);
    cursor = ids.at(-1);
    if (page >= reply.body.meta.last_page) return { ids, rows, meta: reply.body.meta };
  }
}

describe('GET /booking with cursor', () => {
  it('walks the same bookings as OFFSET pages, newest or oldest first, with filters', async () => {
    const tenant = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    for (let i = 0; i < 35; i++) {
      await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id, statusId: i % 3 === 0 ? 5 : 4 });
      if (i % 5 === 0) await insertBooking(backend.db, { tenantId: other.tenant.id, locationId: other.location.id });
    }
    for (const query of ['sortBy=id&orderBy=DESC', 'sortBy=id&orderBy=ASC', 'sortBy=id&orderBy=DESC&status=4']) {
      const byOffset = await walk(tenant.token, query, false);
      const byCursor = await walk(tenant.token, query, true);
      expect(byCursor.ids).toEqual(byOffset.ids);
      // The keyset page is read by another query (booking-page.ts): every field must come out the same.
      expect(byCursor.rows).toEqual(byOffset.rows);
      expect(byCursor.ids.length).toBe(query.includes('status=4') ? 23 : 35);
    }
  });

  it('answers whether more follow instead of a count', async () => {
    const tenant = await seedBookingTenant(backend);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id })).id);
    const newest = ids.at(-1)! + 1;
    const more = await backend.request(`/booking?perPage=5&page=2&cursor=${newest}`, { token: tenant.token });
    // Not a count: a lower bound flagged as inexact, one past this page when another page follows.
    expect(more.body.meta).toEqual({ total: 11, current_page: 2, per_page: 5, last_page: 3, total_estimated: true });
    const last = await backend.request(`/booking?perPage=5&page=3&cursor=${ids[2]}`, { token: tenant.token });
    expect(last.body.data.map((b: { id: number }) => b.id)).toEqual([ids[1], ids[0]]);
    expect(last.body.meta).toMatchObject({ total: 12, last_page: 3 });
  });
});
