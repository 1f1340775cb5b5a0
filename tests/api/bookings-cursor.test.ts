// GET /booking?cursor=… (keyset continuation for long walks such as the Excel export): the same rows as page
// after page with OFFSET, in both directions, with filters, without counting, and tenant-scoped. Both list paths
// read their JSON as the database builds it (booking-page.ts): every field must be what GET /booking/{id} answers.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, doors, locations } from '@/backend/db/schema';
import { bookingExportItem } from '@/contract/bookings';
import { insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { createLocation } from '@/tests/factories/tenants';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function walk(token: string, query: string, withCursor: boolean, perPage = 10) {
  const ids: number[] = [];
  const rows: unknown[] = [];
  let cursor: number | undefined;
  for (let page = 1; ; page++) {
    const reply = await backend.request(`/booking?perPage=${perPage}&page=${page}&${query}${withCursor && cursor ? `&cursor=${cursor}` : ''}`, { token });
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
      expect(byCursor.rows).toEqual(byOffset.rows);
      expect(byCursor.ids.length).toBe(query.includes('status=4') ? 23 : 35);
    }
  });

  it('answers every field of every kind of booking as GET /booking/{id} does', async () => {
    const tenant = await seedBookingTenant(backend);
    // A second locker with coordinates and no address, and enough doors for the bookings that hold one.
    const mapped = await createLocation(backend.db, { tenantId: tenant.tenant.id, address: null, doorSizes: [1, 2, 3, 1, 2, 3, 1, 2, 3] });
    await backend.db.update(locations).set({ latitude: -34.9055, longitude: -56.1851 }).where(eq(locations.id, mapped.id));
    const lockerDoors = await backend.db.select().from(doors).where(eq(doors.locationId, mapped.id));
    const statuses = [2, 3, 4, 5, 6, 11, 9, 1, 3];
    for (const [i, statusId] of statuses.entries()) {
      const door = lockerDoors[i]!;
      const booking = await insertBooking(backend.db, {
        tenantId: tenant.tenant.id,
        locationId: i % 2 ? mapped.id : tenant.location.id,
        doorId: i % 2 ? door.id : undefined,
        sizeId: i % 2 ? door.sizeId : 1,
        statusId: i % 2 ? statusId : 4,
        pickupCode: i % 3 ? String(654321 + i) : null,
        insertDate: i % 2 ? new Date(Date.UTC(2026, 10, 20, 10, i)) : null,
        districad: i % 4 === 1,
        client: i % 2 ? { email: 'Cliente@Example.com', document: '12345672', phone_number: '+598 99 123 456', phone_country: 'UY' } : {},
      });
      await backend.db
        .update(bookings)
        .set({ notes: i % 2 ? 'Portería "B" & <2>' : null, fenicioOrderId: i === 3 ? '10001' : null, withdrewBy: i === 2 ? 'Ana' : null, whatsapp: i % 2 === 1 })
        .where(eq(bookings.id, booking.id));
    }
    // Microseconds, which a JS Date does not keep: both paths must cut them the same way.
    await backend.db.execute(sql`update bookings set created_at = '2026-11-20 10:00:00.999999+00', withdrawal_date = '2026-11-21 23:59:59.9995+00' where provider_id = ${tenant.tenant.id}`);
    for (const query of ['sortBy=id&orderBy=DESC', 'sortBy=id&orderBy=ASC']) {
      // Two per page: all but the first page are read with the cursor.
      const byOffset = await walk(tenant.token, query, false, 2);
      const byCursor = await walk(tenant.token, query, true, 2);
      expect(byCursor.rows).toHaveLength(statuses.length);
      expect(byCursor.rows).toEqual(byOffset.rows);
    }
    // fields=export: only the export's fields (contract bookingExportItem), with the same values, both ways.
    for (const withCursor of [false, true]) {
      const slim = await walk(tenant.token, 'sortBy=id&orderBy=DESC&fields=export', withCursor, 2);
      const whole = await walk(tenant.token, 'sortBy=id&orderBy=DESC', withCursor, 2);
      expect(slim.rows).toEqual(whole.rows.map((row) => bookingExportItem.parse(row)));
    }
    // The single booking is read by Drizzle and mapped in TypeScript (booking-record.ts): another path to compare with.
    const listed = (await walk(tenant.token, 'sortBy=id&orderBy=DESC', false, 100)).rows as { id: number }[];
    for (const row of listed) {
      // The single booking also carries its history and its client link, which lists leave out.
      const { changes, client_id: clientId, ...single } = (await backend.request(`/booking/${row.id}`, { token: tenant.token })).body.data;
      expect(changes).toBeInstanceOf(Array);
      expect(clientId === null || Number.isInteger(clientId)).toBe(true);
      expect(row).toEqual(single);
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

  it('reads a page several pages past its cursor (cursorPage), as OFFSET would, within a bound', async () => {
    const tenant = await seedBookingTenant(backend);
    for (let i = 0; i < 30; i++) await insertBooking(backend.db, { tenantId: tenant.tenant.id, locationId: tenant.location.id });
    const byOffset = await walk(tenant.token, 'sortBy=id&orderBy=DESC', false, 4);
    const cursor = byOffset.ids[3]!;
    for (const page of [2, 3, 5, 7]) {
      const reply = await backend.request(`/booking?perPage=4&page=${page}&cursor=${cursor}&cursorPage=1`, { token: tenant.token });
      expect(reply.status).toBe(200);
      expect(reply.body.data.map((b: { id: number }) => b.id)).toEqual(byOffset.ids.slice((page - 1) * 4, page * 4));
    }
    // Not before the cursor's page, not without a cursor, and no deep OFFSET through it.
    for (const query of [`page=2&cursor=${cursor}&cursorPage=2`, 'page=3&cursorPage=1', `page=10&cursor=${cursor}&cursorPage=1`]) {
      const refused = await backend.request(`/booking?perPage=4&${query}`, { token: tenant.token });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.cursorPage).toEqual(['La página del cursor no es válida']);
    }
  });
});
