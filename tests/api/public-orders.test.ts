// Public lookups by order number (docs/domain/screens.md /boarding-pass, /solicitud-de-datos; docs/domain/validation.md rules; docs/domain/errors.md texts): no token,
// every miss answered alike, a completed request never edited, and the per-client rate limit kept in the
// database (shared by two app instances), with the client address taken only as TRUSTED_PROXY_HOPS says; and
// the order numbers' origin, POST /booking/{id}/public-order.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basePath, createApp } from '@/backend/app';
import { dataRequests, publicOrders } from '@/backend/db/schema';
import { consumeLookup } from '@/backend/modules/public-orders/rate-limit';
import {
  boardingPassNotFoundMessage,
  boardingPassReply,
  dataRequestCompletedMessage,
  bookingOrderReply,
  issuedOrderReply,
  dataRequestNotFoundMessage,
  noOrderGivenMessage,
  tooManyRequestsMessage,
} from '@/contract/public-orders';
import { insertBooking } from '@/tests/factories/bookings';
import { createLocation, seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let orderId: number;
/** Each test speaks from its own address: the limiter counts per client. */
let clientSequence = 0;
const asClient = () => ({ 'x-forwarded-for': `203.0.113.${++clientSequence}` });

const valid = { name: 'María José', last_name: "O'Neill-Pérez", email: 'Maria@Example.com', passport: 'c1234567', flight_number: 'ux 46' };

beforeAll(async () => {
  // One trusted hop: each test's X-Forwarded-For names its client.
  backend = await startTestBackend({ publicLookups: { trustedProxyHops: 1 } });
  const tenant = await seedTenant(backend.db);
  const location = await createLocation(backend.db, { tenantId: tenant.id, description: 'Aeropuerto', doorSizes: [2, 2] });
  const booking = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 2, sizeId: 2 });
  const second = await createLocation(backend.db, { tenantId: tenant.id, doorSizes: [2] });
  const other = await insertBooking(backend.db, { tenantId: tenant.id, locationId: second.id, statusId: 3, sizeId: 2 });
  orderId = (await backend.db.insert(publicOrders).values({ providerId: tenant.id, bookingId: booking.id, orderNumber: 'UX7K2M9Q' }).returning())[0]!.id;
  await backend.db.insert(publicOrders).values({ providerId: tenant.id, bookingId: other.id, orderNumber: 'AR4P8N3D' });
});
afterAll(async () => {
  await backend?.close();
});

describe('GET /public/boarding-pass/{order}', () => {
  it('answers the order without a token, any case', async () => {
    const reply = await backend.request('/public/boarding-pass/ux7k2m9q', { headers: asClient() });
    expect(reply.status).toBe(200);
    expect(boardingPassReply.parse(reply.body).data).toMatchObject({ order_number: 'UX7K2M9Q', location: { description: 'Aeropuerto' }, size: { id: 2, name: 'Mediano' }, status: { id: 2, name: 'Reserva' }, passenger: null });
  });

  it('answers every miss with the same 404 body, malformed numbers included', async () => {
    const misses = await Promise.all(['ZZZZZZZZ', 'no such order', '1', "x'or'1=1", 'A'.repeat(41)].map((n) => backend.request(`/public/boarding-pass/${encodeURIComponent(n)}`, { headers: asClient() })));
    for (const miss of misses) {
      expect(miss.status).toBe(404);
      expect(miss.body).toEqual({ message: boardingPassNotFoundMessage });
    }
  });

  it('says when no order number was given', async () => {
    const reply = await backend.request('/public/boarding-pass', { headers: asClient() });
    expect(reply).toMatchObject({ status: 400, body: { message: noOrderGivenMessage } });
  });
});

describe('/public/data-request/{order}', () => {
  it.each([
    ['name', { name: '' }, 'Este campo es requerido'],
    ['name', { name: 'A' }, 'Debe tener al menos 2 caracteres'],
    ['name', { name: 'Ana3' }, 'Solo puede contener letras'],
    ['last_name', { last_name: undefined }, 'Este campo es requerido'],
    ['last_name', { last_name: 'Pérez!' }, 'Solo puede contener letras'],
    ['email', { email: 'no-es-correo' }, 'El correo electrónico debe ser válido'],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, 'El correo electrónico es demasiado largo'],
    ['passport', { passport: 'AB12' }, 'Debe tener al menos 6 caracteres'],
    ['passport', { passport: 'AB-12345' }, 'Solo puede contener letras y números'],
    ['flight_number', { flight_number: 'U4' }, 'Debe tener al menos 3 caracteres'],
    ['flight_number', { flight_number: '12345' }, 'El número de vuelo no es válido'],
  ])('refuses a bad %s (%j) and stays open', async (field, change, message) => {
    const reply = await backend.request('/public/data-request/UX7K2M9Q', { method: 'PUT', json: { ...valid, ...change }, headers: asClient() });
    expect(reply.status).toBe(422);
    expect(reply.body.errors[field]).toEqual([message]);
    expect(await backend.db.$count(dataRequests, eq(dataRequests.orderId, orderId))).toBe(0);
  });

  it('completes once; after that it cannot be edited, even by two submits at once', async () => {
    const status = await backend.request('/public/data-request/UX7K2M9Q', { headers: asClient() });
    expect(status.body.data).toEqual({ order_number: 'UX7K2M9Q', completed: false });
    const [first, second] = await Promise.all([
      backend.request('/public/data-request/UX7K2M9Q', { method: 'PUT', json: valid, headers: asClient() }),
      backend.request('/public/data-request/UX7K2M9Q', { method: 'PUT', json: { ...valid, name: 'Otra' }, headers: asClient() }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rows = await backend.db.select().from(dataRequests).where(eq(dataRequests.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'maria@example.com', passport: 'C1234567', flightNumber: 'UX46' });
    const again = await backend.request('/public/data-request/UX7K2M9Q', { method: 'PUT', json: { ...valid, name: 'Cambio' }, headers: asClient() });
    expect(again).toMatchObject({ status: 409, body: { message: dataRequestCompletedMessage } });
    expect((await backend.request('/public/data-request/UX7K2M9Q', { headers: asClient() })).body.data.completed).toBe(true);
    // The boarding pass now names the passenger (whichever submit won); the stored data itself is never sent back.
    const winner = first.status === 200 ? 'María José' : 'Otra';
    expect((await backend.request('/public/boarding-pass/UX7K2M9Q', { headers: asClient() })).body.data.passenger).toBe(`${winner} O'Neill-Pérez`);
  });

  it('answers every miss alike', async () => {
    for (const [method, json] of [['GET', undefined], ['PUT', valid]] as const) {
      const miss = await backend.request('/public/data-request/ZZZZ9999', { method, json, headers: asClient() });
      expect(miss).toMatchObject({ status: 404, body: { message: dataRequestNotFoundMessage } });
    }
  });

  it('refuses an invalid body with 422 before counting a lookup: a malformed request spends nobody`s allowance', async () => {
    const client = asClient();
    for (let i = 0; i < 15; i++) expect((await backend.request('/public/data-request/ZZZZ9999', { method: 'PUT', json: {}, headers: client })).status).toBe(422);
    const miss = await backend.request('/public/data-request/ZZZZ9999', { method: 'PUT', json: valid, headers: client });
    expect(miss).toMatchObject({ status: 404, body: { message: dataRequestNotFoundMessage } });
  });
});

describe('POST /booking/{id}/public-order (where order numbers come from)', () => {
  async function staff(tenantId: number, permissions: string[]) {
    const user = await createUser(backend.db, { tenantId, permissions });
    return backend.login(user.email, user.password);
  }
  const ordersOf = (bookingId: number) => backend.db.select().from(publicOrders).where(eq(publicOrders.bookingId, bookingId));

  it('issues a number once; the traveller finds the booking with it', async () => {
    const tenant = await seedTenant(backend.db);
    const location = await createLocation(backend.db, { tenantId: tenant.id, description: 'Terminal 2', doorSizes: [1] });
    const booking = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 3 });
    const token = await staff(tenant.id, ['booking-show', 'booking-edit']);

    const none = await backend.request(`/booking/${booking.id}/public-order`, { token });
    expect(none).toMatchObject({ status: 200, body: { data: null } });
    const issued = await backend.request(`/booking/${booking.id}/public-order`, { method: 'POST', token });
    expect(issued.status).toBe(201);
    const { order_number } = issuedOrderReply.parse(issued.body).data;
    expect(order_number).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const again = await backend.request(`/booking/${booking.id}/public-order`, { method: 'POST', token });
    expect(again).toMatchObject({ status: 200, body: { data: { order_number, booking_id: booking.id } } });
    expect(await ordersOf(booking.id)).toHaveLength(1);
    const shown = await backend.request(`/booking/${booking.id}/public-order`, { token });
    expect(bookingOrderReply.parse(shown.body).data).toEqual({ order_number, booking_id: booking.id });

    const pass = await backend.request(`/public/boarding-pass/${order_number.toLowerCase()}`, { headers: asClient() });
    expect(pass.status).toBe(200);
    expect(pass.body.data).toMatchObject({ order_number, location: { description: 'Terminal 2' }, status: { id: 3, name: 'Ingresado' } });
    expect((await backend.request(`/public/data-request/${order_number}`, { headers: asClient() })).body.data).toEqual({ order_number, completed: false });
  });

  it('gives one number to two requests at once', async () => {
    const tenant = await seedTenant(backend.db);
    const location = await createLocation(backend.db, { tenantId: tenant.id, doorSizes: [1] });
    const booking = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 2 });
    const token = await staff(tenant.id, ['booking-edit']);
    const replies = await Promise.all([1, 2].map(() => backend.request(`/booking/${booking.id}/public-order`, { method: 'POST', token })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(replies[0]!.body.data.order_number).toBe(replies[1]!.body.data.order_number);
    expect(await ordersOf(booking.id)).toHaveLength(1);
  });

  it("refuses a finished booking (412), another tenant's (404) and a user without booking-edit (403), issuing nothing", async () => {
    const tenant = await seedTenant(backend.db);
    const location = await createLocation(backend.db, { tenantId: tenant.id, doorSizes: [1, 1] });
    const finished = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 4 });
    const waiting = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 2 });
    const editor = await staff(tenant.id, ['booking-edit']);
    const before = await backend.db.$count(publicOrders);

    const closed = await backend.request(`/booking/${finished.id}/public-order`, { method: 'POST', token: editor });
    expect(closed).toMatchObject({ status: 412, body: { message: 'La reserva ya finalizó y no se puede modificar.' } });
    const stranger = await staff((await seedTenant(backend.db)).id, ['*']);
    expect(await backend.request(`/booking/${waiting.id}/public-order`, { method: 'POST', token: stranger })).toMatchObject({ status: 404 });
    expect(await backend.request(`/booking/${waiting.id}/public-order`, { token: stranger })).toMatchObject({ status: 404 });
    const viewer = await staff(tenant.id, ['booking-show', 'booking-create']);
    expect(await backend.request(`/booking/${waiting.id}/public-order`, { method: 'POST', token: viewer })).toMatchObject({ status: 403 });
    expect(await backend.request(`/booking/${waiting.id}/public-order`, { method: 'POST' })).toMatchObject({ status: 401 });
    expect(await backend.db.$count(publicOrders)).toBe(before);
  });
});

describe('rate limit', () => {
  /** A second instance of the app on the same database, trusting one proxy hop, with a small limit. */
  const instance = (hops: number) =>
    createApp({ db: backend.db, tokenTtlHours: 1, publicLookups: { trustedProxyHops: hops, rateLimit: { windowSeconds: 600, perClient: 3, global: 1000 } } });
  const lookup = (app: ReturnType<typeof instance>, forwardedFor: string) =>
    app.request(`${basePath}/public/boarding-pass/NOPE1234`, { headers: { 'x-forwarded-for': forwardedFor } });

  it('counts hits and misses per client across instances sharing the database, then answers 429', async () => {
    const [one, two] = [instance(1), instance(1)];
    expect((await lookup(one, '198.51.100.7')).status).toBe(404);
    expect((await lookup(two, '198.51.100.7')).status).toBe(404);
    expect((await lookup(one, '198.51.100.7')).status).toBe(404);
    const limited = await lookup(two, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: tooManyRequestsMessage });
    // Another client is not affected.
    expect((await lookup(one, '198.51.100.8')).status).toBe(404);
  });

  it('believes only the trusted hop: a forged left-most entry does not give a fresh allowance', async () => {
    const app = instance(1);
    for (let i = 0; i < 3; i++) expect((await lookup(app, `10.0.0.${i}, 198.51.100.20`)).status).toBe(404);
    expect((await lookup(app, '10.9.9.9, 198.51.100.20')).status).toBe(429);
    // With two trusted hops, the entry the outer proxy saw is the one counted.
    const behindTwo = instance(2);
    for (let i = 0; i < 3; i++) expect((await lookup(behindTwo, `198.51.100.30, 172.16.0.${i}`)).status).toBe(404);
    expect((await lookup(behindTwo, '198.51.100.30, 172.16.0.99')).status).toBe(429);
  });

  it('without a trusted proxy counts the socket: a forged X-Forwarded-For gives no fresh allowance', async () => {
    // Over real HTTP, so there is a socket (127.0.0.1) to count.
    const server = serve({ fetch: instance(0).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    if (!server.listening) await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}/public/boarding-pass/NOPE1234`;
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(url, { headers: { 'x-forwarded-for': `203.0.113.${200 + i}` } })).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('in process without a trusted proxy (no socket) the client is unknown: only the global ceiling counts', async () => {
    const app = instance(0);
    for (let i = 0; i < 5; i++) expect((await lookup(app, '198.51.100.50')).status).toBe(404);
  });

  it('counts a burst that straddles the end of a window whole: no fresh allowance at the boundary', async () => {
    const settings = { windowSeconds: 600, perClient: 3 };
    const boundary = new Date(Math.ceil(Date.now() / 600_000) * 600_000 + 600_000);
    const lookupAt = (offsetMs: number) =>
      consumeLookup(backend.db, { scope: 'boundary-test', client: '198.51.100.60', settings, now: new Date(boundary.getTime() + offsetMs) });
    for (const offset of [-2000, -1000, 1000]) await lookupAt(offset);
    await expect(lookupAt(2000)).rejects.toMatchObject({ code: 'too_many_requests' });
    // Once the window before has slid past, the client has its allowance again.
    await expect(lookupAt(600_000 + 60_000)).resolves.toBeUndefined();
  });

  it('a client past its own limit does not spend the shared ceiling: the others still get theirs', async () => {
    const settings = { windowSeconds: 600, perClient: 2, global: 4 };
    const take = (client: string) => consumeLookup(backend.db, { scope: 'ceiling-test', client, settings });
    for (let i = 0; i < 2; i++) await take('198.51.100.70');
    for (let i = 0; i < 20; i++) await expect(take('198.51.100.70')).rejects.toMatchObject({ code: 'too_many_requests' });
    await expect(take('198.51.100.71')).resolves.toBeUndefined();
    await expect(take('198.51.100.72')).resolves.toBeUndefined();
  });

  it('stops everybody past the global ceiling', async () => {
    const app = createApp({ db: backend.db, tokenTtlHours: 1, publicLookups: { trustedProxyHops: 1, rateLimit: { windowSeconds: 600, perClient: 100, global: 2 } } });
    // The global bucket is shared with the other tests' lookups in this window: it is already past 2.
    expect((await lookup(app, '198.51.100.99')).status).toBe(429);
  });
});
