// GET /booking and GET /booking/{id}: filters, search, sort, paging; tenant isolation and permissions of
// every booking call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingList, bookingReply, booking as bookingSchema } from '@/contract/bookings';
import { bookingRow, historyOf, insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { createLocation } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let token: string;
let ids: { ana: number; bruno: number; carla: number; dario: number; foreign: number };
let locationA: number;

beforeAll(async () => {
  backend = await startTestBackend();
  // districad on: its filter is refused otherwise (tests/api/variants-features.test.ts).
  const main = await seedBookingTenant(backend, { doorSizes: [1, 1, 2, 3], configs: [{ name: 'districad', value: 1 }] });
  token = main.token;
  locationA = main.location.id;
  const locationB = await createLocation(backend.db, { tenantId: main.tenant.id, description: 'Aaa primero', doorSizes: [1, 3] });
  const tenantId = main.tenant.id;
  const ana = await insertBooking(backend.db, {
    tenantId, locationId: locationA, statusId: 2, sizeId: 1, insertCode: '111111',
    client: { description: 'Zapatos Ana', email: 'ana@example.com', document: '12345672', phone_number: '099111222' },
    expirationDate: new Date('2030-05-10T12:00:00Z'), createdAt: new Date('2030-05-01T12:00:00Z'),
  });
  const bruno = await insertBooking(backend.db, {
    tenantId, locationId: locationA, statusId: 3, sizeId: 2, insertCode: '222222', pickupCode: '999999', districad: true,
    client: { description: 'Libros Bruno', email: 'bruno@example.com', document: '4567890', phone_number: '098765432' },
    // 02:00 UTC on the 11th is 23:00 on the 10th in Montevideo.
    expirationDate: new Date('2030-05-11T02:00:00Z'), createdAt: new Date('2030-05-01T20:00:00Z'),
  });
  const carla = await insertBooking(backend.db, {
    tenantId, locationId: locationB.id, statusId: 4, sizeId: 1, insertCode: '333333',
    client: { description: 'Ropa Carla', email: 'carla@test.uy' },
    expirationDate: new Date('2030-05-12T12:00:00Z'), createdAt: new Date('2030-05-02T12:00:00Z'),
  });
  const dario = await insertBooking(backend.db, {
    tenantId, locationId: locationB.id, statusId: 6, sizeId: 3, insertCode: '444444', pickupCode: '888888',
    client: { description: 'Bicicleta Darío', email: 'dario@test.uy', phone_number: '091000000' },
    expirationDate: new Date('2030-05-13T12:00:00Z'), createdAt: new Date('2030-05-03T12:00:00Z'),
  });
  const other = await seedBookingTenant(backend);
  const foreign = await insertBooking(backend.db, {
    tenantId: other.tenant.id, locationId: other.location.id, statusId: 2, insertCode: '111111',
    client: { description: 'Zapatos Ana', email: 'ana@example.com' },
  });
  ids = { ana: ana.id, bruno: bruno.id, carla: carla.id, dario: dario.id, foreign: foreign.id };
});
afterAll(async () => {
  await backend?.close();
});

async function listIds(query: string): Promise<number[]> {
  const reply = await backend.request(`/booking?${query}`, { token });
  expect(reply.status).toBe(200);
  return bookingList.parse(reply.body).data.map((b) => b.id);
}

describe('GET /booking', () => {
  it("lists the tenant's bookings newest first with Laravel-style meta", async () => {
    const reply = await backend.request('/booking?page=1&perPage=25&sortBy=id&orderBy=DESC&withPagination=true&full=true', { token });
    const { data, meta } = bookingList.parse(reply.body);
    expect(data.map((b) => b.id)).toEqual([ids.dario, ids.carla, ids.bruno, ids.ana]);
    expect(meta).toEqual({ total: 4, current_page: 1, per_page: 25, last_page: 1, total_estimated: false });
    // The pickup code shows only while the parcel is in the locker.
    expect(data.find((b) => b.id === ids.bruno)!.pickup_code).toBe('999999');
    expect(data.find((b) => b.id === ids.ana)!.pickup_code).toBeNull();
  });

  it.each([
    ['id', () => `id=${ids.carla}`, () => [ids.carla]],
    ['location', () => `location_id=${locationA}`, () => [ids.bruno, ids.ana]],
    ['status', () => 'status=3', () => [ids.bruno]],
    ['several statuses', () => 'status=3,6', () => [ids.dario, ids.bruno]],
    ['size', () => 'size_id=1', () => [ids.carla, ids.ana]],
    ['drop-off code', () => 'insert_code=222222', () => [ids.bruno]],
    ['expiration day (Montevideo time)', () => 'expiration_date=2030-05-10', () => [ids.bruno, ids.ana]],
    ['booking reference (substring, any case)', () => 'description=LIBROS', () => [ids.bruno]],
    ['email (prefix, any case)', () => 'email=BRUNO%40', () => [ids.bruno]],
    ['ci typed with separators', () => 'document=4.567', () => [ids.bruno]],
    ['mobile (prefix)', () => 'phone_number=0991', () => [ids.ana]],
    ['creation day', () => 'created_at=2030-05-02', () => [ids.carla]],
    ['districad yes', () => 'districad=yes', () => [ids.bruno]],
    ['districad no', () => 'districad=no', () => [ids.dario, ids.carla, ids.ana]],
    ['empty values ignored', () => 'status=&email=&districad=&expiration_date=', () => [ids.dario, ids.carla, ids.bruno, ids.ana]],
    ['filters combined', () => `location_id=${locationA}&size_id=1`, () => [ids.ana]],
    ['search', () => 'search=carla', () => [ids.carla]],
    ['search by drop-off code', () => 'search=444444', () => [ids.dario]],
    ['wildcards are literal', () => 'description=%25', () => []],
  ])('filters by %s', async (_name, query, expected) => {
    expect(await listIds(query())).toEqual(expected());
  });

  it.each([
    ['description', 'ASC', () => [ids.dario, ids.bruno, ids.carla, ids.ana]],
    ['email', 'ASC', () => [ids.ana, ids.bruno, ids.carla, ids.dario]],
    ['location', 'asc', () => [ids.carla, ids.dario, ids.ana, ids.bruno]],
    ['status', 'DESC', () => [ids.dario, ids.carla, ids.bruno, ids.ana]],
    ['expiration_date', 'ASC', () => [ids.ana, ids.bruno, ids.carla, ids.dario]],
    ['insert_code', 'DESC', () => [ids.dario, ids.carla, ids.bruno, ids.ana]],
  ])('sorts by %s %s', async (sortBy, orderBy, expected) => {
    expect(await listIds(`sortBy=${sortBy}&orderBy=${orderBy}`)).toEqual(expected());
  });

  it('pages, with total counting every match', async () => {
    const reply = await backend.request('/booking?page=2&perPage=3', { token });
    expect(reply.body.data.map((b: { id: number }) => b.id)).toEqual([ids.ana]);
    expect(reply.body.meta).toEqual({ total: 4, current_page: 2, per_page: 3, last_page: 2, total_estimated: false });
    const all = await backend.request('/booking?withPagination=false', { token });
    expect(all.body.data).toHaveLength(4);
    expect(all.body.meta.total).toBe(4);
  });

  it('answers 422 for an unknown sort, a page size over 100 and an impossible date', async () => {
    const sort = await backend.request('/booking?sortBy=password', { token });
    expect(sort.status).toBe(422);
    expect(sort.body.errors.sortBy).toEqual(['El valor seleccionado no es válido']);
    const perPage = await backend.request('/booking?perPage=101', { token });
    expect(perPage.body.errors.perPage).toEqual(['Debe ser menor o igual a 100']);
    const date = await backend.request('/booking?created_at=2030-02-31', { token });
    expect(date.status).toBe(422);
    expect(date.body.errors.created_at).toEqual(['La fecha no es válida']);
  });
});

describe('GET /booking/{id}', () => {
  it('answers {data} with the history, or the bare object with withDataWrap=0', async () => {
    const wrapped = await backend.request(`/booking/${ids.bruno}`, { token });
    expect(wrapped.status).toBe(200);
    const { data } = bookingReply.parse(wrapped.body);
    expect(data).toMatchObject({ id: ids.bruno, status: { id: 3, name: 'Ingresado' }, districad: { flag: true }, changes: [] });
    const bare = await backend.request(`/booking/${ids.bruno}?withDataWrap=0`, { token });
    expect(bookingSchema.parse(bare.body).id).toBe(ids.bruno);
  });

  it('answers 404 for an unknown or out-of-range id', async () => {
    expect((await backend.request('/booking/999999', { token })).status).toBe(404);
    expect((await backend.request('/booking/99999999999999', { token })).status).toBe(404);
  });
});

describe("another tenant's booking", () => {
  const calls: [string, string, unknown?][] = [
    ['GET', ''],
    ['GET', '/changes'],
    ['GET', '/transactions'],
    ['PUT', '', { client: { description: 'Robado' } }],
    ['PATCH', '', { notes: 'x' }],
    ['DELETE', ''],
    ['POST', '/resend'],
    ['POST', '/extend', { days: 5 }],
    ['POST', '/renew'],
    ['POST', '/authorize'],
    ['POST', '/regenerate-code'],
  ];

  it('is a 404 on every call, and stays unchanged', async () => {
    const before = await bookingRow(backend.db, ids.foreign);
    for (const [method, suffix, json] of calls) {
      const reply = await backend.request(`/booking/${ids.foreign}${suffix}`, { token, method, json });
      expect(reply.status, `${method} ${suffix}`).toBe(404);
      expect(reply.body).toEqual({ message: 'Reserva no encontrada.' });
    }
    expect(await bookingRow(backend.db, ids.foreign)).toEqual(before);
    expect(await historyOf(backend.db, ids.foreign)).toEqual([]);
    expect(await listIds(`id=${ids.foreign}`)).toEqual([]);
  });
});

describe('permissions', () => {
  it('reads need booking-show', async () => {
    const { tenant } = await seedBookingTenant(backend);
    const user = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-create'] });
    const noShow = await backend.login(user.email, user.password);
    for (const path of ['/booking', `/booking/${ids.ana}`, `/booking/${ids.ana}/changes`, `/booking/${ids.ana}/transactions`]) {
      const reply = await backend.request(path, { token: noShow });
      expect(reply.status, path).toBe(403);
      expect(reply.body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
    }
  });

  it('changes need their own permission: 403 and nothing changed', async () => {
    const owner = await seedBookingTenant(backend, { doorSizes: [1] });
    const target = await insertBooking(backend.db, { tenantId: owner.tenant.id, locationId: owner.location.id, statusId: 3, pickupCode: '123123', client: { email: 'x@y.uy' } });
    const viewer = await createUser(backend.db, { tenantId: owner.tenant.id, permissions: ['booking-show'] });
    const viewerToken = await backend.login(viewer.email, viewer.password);
    const before = await bookingRow(backend.db, target.id);
    const writes: [string, string, unknown?][] = [
      ['PUT', '', { client: { description: 'Cambiado' } }],
      ['PATCH', '', { notes: 'x' }],
      ['DELETE', ''],
      ['POST', '/resend'],
      ['POST', '/extend', { days: 5 }],
      ['POST', '/authorize'],
      ['POST', '/regenerate-code'],
      ['POST', '/renew'],
    ];
    for (const [method, suffix, json] of writes) {
      const reply = await backend.request(`/booking/${target.id}${suffix}`, { token: viewerToken, method, json });
      expect(reply.status, `${method} ${suffix}`).toBe(403);
    }
    expect(await bookingRow(backend.db, target.id)).toEqual(before);
    expect(await historyOf(backend.db, target.id)).toEqual([]);
  });
});
