// POST /booking/batch (the Excel import's bulk create): an outcome per row in the request's order; rows that
// cannot be created (credits run out halfway, no free door, another tenant's locker, a key reused with other data)
// get POST /booking's answer and take nothing while the others are created; each created booking has its ledger
// row, history and key; a retried or doubled submission creates every row exactly once; and the permissions.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIdempotencyKeys, bookings, providers } from '@/backend/db/schema';
import { buildBooking, creditsOf, historyOf, ledgerOf, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { createLocation } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

let sequence = 0;
const newKey = () => `batch-test-${Date.now()}-${++sequence}`;
/** Prices in credits (docs/domain/limits.md): small, medium, large. */
const price = { 1: 122, 2: 147, 3: 163 } as const;

type Row = { key: string; booking: ReturnType<typeof buildBooking> };
const rowsFor = (tenant: BookingTenant, sizes: number[], locationId = tenant.location.id): Row[] =>
  sizes.map((size_id) => ({ key: newKey(), booking: buildBooking({ location_id: locationId, size_id }) }));
const postBatch = (token: string, rows: unknown[]) => backend.request('/booking/batch', { token, json: { rows } });
const bookingsOf = (tenantId: number) => backend.db.select().from(bookings).where(eq(bookings.providerId, tenantId));
const keysOf = (tenantId: number) => backend.db.select().from(bookingIdempotencyKeys).where(eq(bookingIdempotencyKeys.providerId, tenantId));

describe('POST /booking/batch', () => {
  it('creates every row with its door, code, charge, ledger row, history and key', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000, doorSizes: [1, 1, 2] });
    const rows = rowsFor(tenant, [1, 2, 1]);
    const reply = await postBatch(tenant.token, rows);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((r: { key: string; status: number }) => [r.key, r.status])).toEqual(rows.map((r) => [r.key, 201]));
    const created = await bookingsOf(tenant.tenant.id);
    expect(created).toHaveLength(3);
    for (const [index, result] of reply.body.data.entries()) {
      const booking = created.find((b) => b.id === result.booking.id)!;
      expect(result.replayed).toBe(false);
      expect(booking.insertCode).toBe(result.booking.insert_code);
      expect(booking.insertCode).toMatch(/^\d{6}$/);
      expect(booking.statusId).toBe(2);
      expect(booking.sizeId).toBe(rows[index]!.booking.size_id);
      expect(booking.client.description).toBe(rows[index]!.booking.client.description);
    }
    expect(new Set(created.map((b) => b.doorId)).size).toBe(3);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(1000 - price[1] - price[2] - price[1]);
    // One ledger row per booking, balances running down in the request's order: each booking's own charge.
    const ledger = await ledgerOf(backend.db, tenant.tenant.id);
    expect(ledger.map((m) => [m.bookingId, m.amount, m.balanceAfter])).toEqual([
      [reply.body.data[0].booking.id, -price[1], 1000 - price[1]],
      [reply.body.data[1].booking.id, -price[2], 1000 - price[1] - price[2]],
      [reply.body.data[2].booking.id, -price[1], 1000 - 2 * price[1] - price[2]],
    ]);
    const history = await historyOf(backend.db, reply.body.data[1].booking.id);
    expect(history).toMatchObject([{ action: 'created', statusTo: 2, changes: { credits: [null, -price[2]] } }]);
    const keys = await keysOf(tenant.tenant.id);
    expect(keys.map((k) => [k.key, k.bookingId]).sort()).toEqual(reply.body.data.map((r: { key: string; booking: { id: number } }) => [r.key, r.booking.id]).sort());
  });

  it('answers each row what it would get alone: without credits every row is 402, even where one free door serves them all', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 25, doorSizes: [3] });
    const reply = await postBatch(tenant.token, rowsFor(tenant, [3, 3, 3]));
    expect(reply.body.data.map((r: { status: number; message: string }) => [r.status, r.message])).toEqual([
      [402, 'Saldo Insuficiente'],
      [402, 'Saldo Insuficiente'],
      [402, 'Saldo Insuficiente'],
    ]);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(25);
  });

  it('spends the credits in the request order: a row that no longer fits fails with 402, a later cheaper one is created', async () => {
    const tenant = await seedBookingTenant(backend, { credits: price[3] + price[1] + 5, doorSizes: [3, 2, 1] });
    const rows = rowsFor(tenant, [3, 2, 1]);
    const reply = await postBatch(tenant.token, rows);
    expect(reply.body.data.map((r: { status: number }) => r.status)).toEqual([201, 402, 201]);
    expect(reply.body.data[1]).toEqual({ key: rows[1]!.key, status: 402, message: 'Saldo Insuficiente' });
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(5);
    // The refused row took no door and kept no key: once credits are added, the same request creates it.
    expect((await keysOf(tenant.tenant.id)).map((k) => k.key).sort()).toEqual([rows[0]!.key, rows[2]!.key].sort());
    await backend.db.update(providers).set({ credits: 1000 }).where(eq(providers.id, tenant.tenant.id));
    const again = await postBatch(tenant.token, rows);
    expect(again.body.data.map((r: { status: number; replayed: boolean }) => [r.status, r.replayed])).toEqual([
      [201, true],
      [201, false],
      [201, true],
    ]);
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(3);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(1000 - price[2]);
  });

  it('reports the rows a locker has no free door for, and charges only the created ones', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000, doorSizes: [1, 1, 2] });
    const rows = rowsFor(tenant, [1, 1, 1, 2]);
    const reply = await postBatch(tenant.token, rows);
    expect(reply.body.data.map((r: { status: number }) => r.status)).toEqual([201, 201, 412, 201]);
    expect(reply.body.data[2]).toMatchObject({ status: 412, message: 'No hay puertas libres de ese tamaño en el locker', error: { door: ['No hay puertas libres de ese tamaño en el locker'] } });
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(3);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(1000 - 2 * price[1] - price[2]);
  });

  it("refuses a row on another tenant's locker or a disabled one (422 location_id) and creates the rest", async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000 });
    const other = await seedBookingTenant(backend, { credits: 1000 });
    const disabled = await createLocation(backend.db, { tenantId: tenant.tenant.id, enabled: false, doorSizes: [1] });
    const rows = [...rowsFor(tenant, [1]), ...rowsFor(tenant, [1], other.location.id), ...rowsFor(tenant, [1], disabled.id)];
    const reply = await postBatch(tenant.token, rows);
    expect(reply.body.data.map((r: { status: number }) => r.status)).toEqual([201, 422, 422]);
    expect(reply.body.data[1].errors).toEqual({ location_id: ['El locker seleccionado no existe o no está habilitado'] });
    expect(await bookingsOf(other.tenant.id)).toHaveLength(0);
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(1);
    expect(await creditsOf(backend.db, other.tenant.id)).toBe(1000);
  });

  it('answers a retried request with the same bookings, creating and charging nothing more', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000, doorSizes: [1, 1, 1, 1] });
    const rows = rowsFor(tenant, [1, 1, 1]);
    const first = await postBatch(tenant.token, rows);
    const retry = await postBatch(tenant.token, rows);
    expect(retry.body.data.map((r: { replayed: boolean }) => r.replayed)).toEqual([true, true, true]);
    expect(retry.body.data.map((r: { booking: unknown }) => r.booking)).toEqual(first.body.data.map((r: { booking: unknown }) => r.booking));
    // A request mixing old rows and a new one creates only the new one.
    const more = [...rows, ...rowsFor(tenant, [1])];
    const mixed = await postBatch(tenant.token, more);
    expect(mixed.body.data.map((r: { replayed: boolean }) => r.replayed)).toEqual([true, true, true, false]);
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(4);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(1000 - 4 * price[1]);
  });

  it('creates each row once when the same batch is submitted several times at once', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 10_000, doorSizes: Array(12).fill(1) });
    const rows = rowsFor(tenant, Array(10).fill(1));
    const replies = await Promise.all(Array.from({ length: 4 }, () => postBatch(tenant.token, rows)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const reply of replies) expect(reply.body.data.map((r: { status: number }) => r.status)).toEqual(Array(10).fill(201));
    const ids = replies.map((reply) => reply.body.data.map((r: { booking: { id: number } }) => r.booking.id));
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
    // Exactly one submission created them; the others answered its bookings.
    expect(replies.filter((reply) => reply.body.data.every((r: { replayed: boolean }) => !r.replayed))).toHaveLength(1);
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(10);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(10_000 - 10 * price[1]);
  });

  it('creates each key once when overlapping batches in opposite orders and single creates race', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 10_000, doorSizes: Array(12).fill(1) });
    const rows = rowsFor(tenant, Array(8).fill(1));
    const single = (row: Row) => backend.request('/booking', { token: tenant.token, json: row.booking, headers: { 'Idempotency-Key': row.key } });
    const [forward, backward, ...singles] = await Promise.all([
      postBatch(tenant.token, rows),
      postBatch(tenant.token, [...rows].reverse()),
      single(rows[1]!),
      single(rows[6]!),
    ]);
    expect([forward!.status, backward!.status, ...singles.map((r) => r.status)]).toEqual([200, 200, 201, 201]);
    const idOf = new Map<string, number>();
    for (const result of [...forward!.body.data, ...backward!.body.data]) {
      expect(result.status).toBe(201);
      if (idOf.has(result.key)) expect(result.booking.id).toBe(idOf.get(result.key));
      else idOf.set(result.key, result.booking.id);
    }
    expect(singles.map((r) => r.body.data.id)).toEqual([idOf.get(rows[1]!.key), idOf.get(rows[6]!.key)]);
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(8);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(10_000 - 8 * price[1]);
  });

  it('shares keys with POST /booking: a key already used there replays, and with other data is refused', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000, doorSizes: [1, 1] });
    const [row] = rowsFor(tenant, [1]);
    const single = await backend.request('/booking', { token: tenant.token, json: row!.booking, headers: { 'Idempotency-Key': row!.key } });
    expect(single.status).toBe(201);
    const other = { key: row!.key, booking: { ...row!.booking, notes: 'otra cosa' } };
    const reply = await postBatch(tenant.token, [row, { key: `${row!.key}-2`, booking: other.booking }]);
    expect(reply.body.data[0]).toMatchObject({ status: 201, replayed: true, booking: { id: single.body.data.id, insert_code: single.body.data.insert_code } });
    expect(reply.body.data[1]).toMatchObject({ status: 201, replayed: false });
    const reused = await postBatch(tenant.token, [other]);
    expect(reused.body.data[0]).toEqual({
      key: row!.key,
      status: 422,
      message: 'La clave de idempotencia ya se usó con otros datos.',
      errors: { idempotency_key: ['La clave de idempotencia ya se usó con otros datos.'] },
    });
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(2);
  });

  it('refuses a malformed request whole (422) and creates nothing', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000 });
    const [good] = rowsFor(tenant, [1]);
    const cases: unknown[] = [
      [],
      [good, { key: good!.key, booking: good!.booking }],
      [good, { key: newKey(), booking: { ...good!.booking, client: { description: '', email: 'no' } } }],
      [{ key: 'corta', booking: good!.booking }],
      Array.from({ length: 501 }, () => ({ key: newKey(), booking: good!.booking })),
    ];
    for (const rows of cases) {
      const reply = await postBatch(tenant.token, rows as unknown[]);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toBeTypeOf('object');
    }
    expect((await backend.request('/booking/batch', { token: tenant.token, json: {} })).status).toBe(422);
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(0);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(1000);
  });

  it('needs both booking-create and booking-excel', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000 });
    const rows = rowsFor(tenant, [1]);
    for (const permissions of [['booking-create'], ['booking-excel'], ['booking-show']]) {
      const user = await createUser(backend.db, { tenantId: tenant.tenant.id, permissions });
      const reply = await postBatch(await backend.login(user.email, user.password), rows);
      expect(reply.status).toBe(403);
    }
    const operator = await createUser(backend.db, { tenantId: tenant.tenant.id, permissions: ['booking-create', 'booking-excel'] });
    expect((await postBatch(await backend.login(operator.email, operator.password), rows)).status).toBe(200);
    expect((await backend.request('/booking/batch', { json: { rows } })).status).toBe(401);
    expect(await bookingsOf(tenant.tenant.id)).toHaveLength(1);
  });

  it('applies the tenant rules of POST /booking: needs_id refuses rows without CI, pre-bookings need their permission', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000, doorSizes: [1, 1, 2], configs: [{ name: 'needs_id', value: 1 }] });
    const [withoutCi] = rowsFor(tenant, [1]);
    const withCi = { key: newKey(), booking: buildBooking({ location_id: tenant.location.id, size_id: 1, client: { document: '12345672' } }) };
    const reply = await postBatch(tenant.token, [withoutCi, withCi]);
    expect(reply.body.data.map((r: { status: number }) => r.status)).toEqual([422, 201]);
    expect(reply.body.data[0].errors).toEqual({ 'client.document': ['Este campo es requerido'] });
    const creator = await createUser(backend.db, { tenantId: tenant.tenant.id, permissions: ['booking-create', 'booking-excel'] });
    const pre = [{ key: newKey(), booking: { ...buildBooking({ location_id: tenant.location.id, size_id: 2, client: { document: '12345672' } }), pre_booking: true } }];
    expect((await postBatch(await backend.login(creator.email, creator.password), pre)).status).toBe(403);
    const held = await postBatch(tenant.token, pre);
    expect(held.body.data[0].status).toBe(201);
    const [preBooking] = await backend.db.select().from(bookings).where(and(eq(bookings.providerId, tenant.tenant.id), eq(bookings.statusId, 1)));
    expect(preBooking!.id).toBe(held.body.data[0].booking.id);
    // A pre-booking charges nothing.
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(1000 - price[1]);
  });

  it('refunds a batch-created booking on deletion from its own ledger row', async () => {
    const tenant = await seedBookingTenant(backend, { credits: 1000 });
    const reply = await postBatch(tenant.token, rowsFor(tenant, [2, 3]));
    const deleted = await backend.request(`/booking/${reply.body.data[1].booking.id}`, { token: tenant.token, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await creditsOf(backend.db, tenant.tenant.id)).toBe(1000 - price[2]);
  });
});
