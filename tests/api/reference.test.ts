// Reference data and lockers: GET /status, GET /size, GET /location (permissions, tenant isolation, paging).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '@/backend/db/schema';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { locationList, sizeList, statusList } from '@/contract/reference';
import { createLocation, seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
const tokens = {} as Record<keyof typeof demoAccounts, string>;

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
  for (const [key, account] of Object.entries(demoAccounts)) {
    tokens[key as keyof typeof demoAccounts] = await backend.login(account.email);
  }
});
afterAll(async () => {
  await backend?.close();
});

describe('GET /status', () => {
  it('lists the 21 statuses of docs/domain/bookings.md with their exact labels', async () => {
    const reply = await backend.request('/status?withPagination=true&full=true', { token: tokens.deliveryMan });
    expect(reply.status).toBe(200);
    const { data, meta } = statusList.parse(reply.body);
    expect(data.map((s) => `${s.id} ${s.name}`)).toEqual([
      '1 Pre reserva',
      '2 Reserva',
      '3 Ingresado',
      '4 Retirado',
      '5 Ingreso Vencido',
      '6 Retiro Vencido',
      '7 Pendiente',
      '8 Pendiente cancelada',
      '9 Eliminada',
      '10 Retirado Proveedor',
      '11 Autorizacion retiro',
      '12 Eliminada por pendiente',
      '13 Bloqueada cliente',
      '14 Suspendida',
      '15 Eliminada desde Locker',
      '16 Devolucion',
      '17 Eliminando...',
      '18 Eliminada',
      '19 Ingreso Paqueteria',
      '20 Retiro Paqueteria',
      '21 Revisar Paqueteria',
    ]);
    expect(meta.total).toBe(21);
  });

  it('pages when asked and answers 422 for a bad page number', async () => {
    const page = await backend.request('/status?page=2&perPage=5', { token: tokens.operator });
    expect(page.body.data.map((s: { id: number }) => s.id)).toEqual([6, 7, 8, 9, 10]);
    expect(page.body.meta).toEqual({ total: 21, current_page: 2, per_page: 5, last_page: 5 });
    const bad = await backend.request('/status?page=abc', { token: tokens.operator });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page).toEqual(['Debe ser un número']);
  });

  it('needs a signed-in back-office user', async () => {
    expect((await backend.request('/status')).status).toBe(401);
    expect((await backend.request('/status', { token: tokens.resident })).status).toBe(403);
  });
});

describe('GET /size', () => {
  it('gives door dimensions in centimetres (docs/domain/limits.md)', async () => {
    const reply = await backend.request('/size?withPagination=true&full=true', { token: tokens.deliveryMan });
    expect(reply.status).toBe(200);
    expect(sizeList.parse(reply.body).data).toEqual([
      { id: 1, name: 'Pequeño', height: 9, width: 34, depth: 47 },
      { id: 2, name: 'Mediano', height: 21, width: 34, depth: 47 },
      { id: 3, name: 'Grande', height: 31.5, width: 34, depth: 47 },
    ]);
  });
});

describe('GET /location', () => {
  it("lists the caller's tenant's enabled lockers, newest first, with door counts per size", async () => {
    const reply = await backend.request('/location?withPagination=true&full=true&perPage=1000', { token: tokens.operator });
    expect(reply.status).toBe(200);
    const { data, meta } = locationList.parse(reply.body);
    expect(data.map((l) => l.description)).toEqual(['Shopping Punta Carretas', 'Tienda Centro']);
    expect(data.every((l) => l.enabled === 1 && l.locker_enabled)).toBe(true);
    expect(data[0]!.doors).toEqual([
      { size_id: 1, total: 8 },
      { size_id: 2, total: 6 },
      { size_id: 3, total: 4 },
    ]);
    expect(meta).toMatchObject({ total: 2, per_page: 1000 });
  });

  it('includes disabled lockers with show_disabled=1 for location-enable holders', async () => {
    const reply = await backend.request('/location?show_disabled=1', { token: tokens.admin });
    expect(reply.status).toBe(200);
    const disabled = reply.body.data.filter((l: { enabled: number }) => l.enabled === 0);
    expect(disabled).toEqual([expect.objectContaining({ description: 'Terminal Tres Cruces', locker_enabled: false })]);
  });

  it('refuses show_disabled=1 without location-enable, and lists without it', async () => {
    const refused = await backend.request('/location?show_disabled=1', { token: tokens.deliveryMan });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
    const allowed = await backend.request('/location', { token: tokens.deliveryMan });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toHaveLength(2);
  });

  it('refuses users with none of booking-show, booking-create, location-enable', async () => {
    const tenant = await seedTenant(backend.db);
    await createLocation(backend.db, { tenantId: tenant.id });
    const user = await createUser(backend.db, { tenantId: tenant.id, permissions: ['billing-show'] });
    const token = await backend.login(user.email, user.password);
    const reply = await backend.request('/location', { token });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
  });

  it("never shows another tenant's lockers", async () => {
    const all = await backend.db.select({ id: locations.id, providerId: locations.providerId }).from(locations);
    const enterprise = await backend.request('/location?show_disabled=1', { token: tokens.enterpriseAdmin });
    const demo = await backend.request('/location?show_disabled=1', { token: tokens.admin });
    const enterpriseIds = enterprise.body.data.map((l: { id: number }) => l.id).sort();
    const demoIds = demo.body.data.map((l: { id: number }) => l.id).sort();
    expect(enterprise.body.data.map((l: { description: string }) => l.description).sort()).toEqual(['Depósito Norte', 'Oficina Sur']);
    expect(demoIds).toHaveLength(3);
    expect(enterpriseIds.filter((id: number) => demoIds.includes(id))).toEqual([]);
    // Each tenant sees exactly the lockers its provider owns.
    const ownerOf = new Map(all.map((l) => [l.id, l.providerId]));
    expect(new Set(enterpriseIds.map((id: number) => ownerOf.get(id))).size).toBe(1);
    expect(new Set(demoIds.map((id: number) => ownerOf.get(id))).size).toBe(1);
  });

  it('gives a locker whose doors are all disabled no door counts', async () => {
    const tenant = await seedTenant(backend.db);
    await createLocation(backend.db, { tenantId: tenant.id, description: 'Sin puertas', doorSizes: [2], disabledDoors: [1] });
    const user = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-create'] });
    const reply = await backend.request('/location', { token: await backend.login(user.email, user.password) });
    expect(reply.body.data).toEqual([expect.objectContaining({ description: 'Sin puertas', doors: [] })]);
  });

  it('pages, sorts and searches', async () => {
    const tenant = await seedTenant(backend.db);
    for (const description of ['Alfa', 'Bravo', 'Charlie 100%', 'Delta']) {
      await createLocation(backend.db, { tenantId: tenant.id, description, doorSizes: [1, 1, 3], disabledDoors: [2] });
    }
    const user = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-create'] });
    const token = await backend.login(user.email, user.password);

    const page = await backend.request('/location?page=2&perPage=3&sortBy=description&orderBy=asc', { token });
    expect(page.body.data.map((l: { description: string }) => l.description)).toEqual(['Delta']);
    expect(page.body.meta).toEqual({ total: 4, current_page: 2, per_page: 3, last_page: 2 });
    expect(page.body.data[0].doors).toEqual([
      { size_id: 1, total: 1 },
      { size_id: 3, total: 1 },
    ]);

    const search = await backend.request(`/location?search=${encodeURIComponent('100%')}`, { token });
    expect(search.body.data.map((l: { description: string }) => l.description)).toEqual(['Charlie 100%']);

    const badSort = await backend.request('/location?sortBy=password', { token });
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors.sortBy).toEqual(['El valor seleccionado no es válido']);
  });
});
