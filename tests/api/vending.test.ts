// GET /sales/booking and GET /stock/booking (docs/domain/screens.md columns and filters, docs/domain/limits.md 100 per page, sorted by idReserva),
// the custom dashboard's vending counts, custom-tenant only, permission and tenant isolation; and the demo seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendingLoads, vendingSales } from '@/backend/db/schema';
import { dashboardReply } from '@/contract/dashboard';
import { saleList, stockList } from '@/contract/vending';
import { insertArticle, seedAdminTenant, signedInUser } from '@/tests/factories/administration';
import { createLocation } from '@/tests/factories/tenants';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
let lockerB: number;
const saleIds: number[] = [];
const day = (iso: string) => new Date(iso);

beforeAll(async () => {
  backend = await startTestBackend();
  main = await seedAdminTenant(backend, { tenant: { custom: true } });
  lockerB = (await createLocation(backend.db, { tenantId: main.tenant.id, description: 'Locker B', doorSizes: [1, 1] })).id;
  const water = await insertArticle(backend.db, { tenantId: main.tenant.id, nombre: 'Agua', descripcionCorta: 'Botella 1 L', precioCents: 6500 });
  const doorsA = await backend.db.query.doors.findMany({ where: (d, { eq }) => eq(d.locationId, main.location.id), orderBy: (d, { asc }) => asc(d.number) });
  const doorsB = await backend.db.query.doors.findMany({ where: (d, { eq }) => eq(d.locationId, lockerB), orderBy: (d, { asc }) => asc(d.number) });
  const load = async (locationId: number, doorId: number, at: string) =>
    (await backend.db.insert(vendingLoads).values({ providerId: main.tenant.id, locationId, doorId, articleId: water.id, loadedAt: day(at), loadedBy: main.user.id }).returning())[0]!;
  const sell = async (loadId: number, at: string, returned: string | null) =>
    (
      await backend.db
        .insert(vendingSales)
        .values({ providerId: main.tenant.id, loadId, purchasedAt: day(at), customerName: 'Lucía Pereira', customerPhone: '099 111 222', articleBoughtId: water.id, articleDeliveredId: water.id, totalAmountCents: 6500, transactionId: `TX${loadId}`, authorizationCode: '=cmd|calc', containerReturnedAt: returned ? day(returned) : null, returnedBy: returned ? main.user.id : null })
        .returning()
    )[0]!;
  // Locker A door 1: sold on 1 May (UY), container collected → empty. Door 2: sold late 2 May UY (03:00Z on the 3rd), container waiting.
  saleIds.push((await sell((await load(main.location.id, doorsA[0]!.id, '2030-04-30T12:00:00Z')).id, '2030-05-01T15:00:00Z', '2030-05-02T10:00:00Z')).id);
  saleIds.push((await sell((await load(main.location.id, doorsA[1]!.id, '2030-04-30T13:00:00Z')).id, '2030-05-03T02:30:00Z', null)).id);
  // Locker B door 1: sold 5 May; door 2: loaded, not sold → for sale.
  saleIds.push((await sell((await load(lockerB, doorsB[0]!.id, '2030-05-04T12:00:00Z')).id, '2030-05-05T15:00:00Z', '2030-05-06T10:00:00Z')).id);
  await load(lockerB, doorsB[1]!.id, '2030-05-06T12:00:00Z');
});
afterAll(async () => {
  await backend?.close();
});

const sales = async (query: string, token = main.token) => backend.request(`/sales/booking?${query}`, { token });

describe('GET /sales/booking', () => {
  it('lists the 17 columns, 100 a page, newest idReserva first', async () => {
    const reply = await sales('withPagination=true&full=true');
    expect(reply.status).toBe(200);
    const { data, meta } = saleList.parse(reply.body);
    expect(meta).toMatchObject({ total: 3, per_page: 100 });
    expect(data.map((s) => s.idReserva)).toEqual([...saleIds].reverse());
    expect(Object.keys(data[0]!)).toHaveLength(17);
    expect(data.at(-1)).toMatchObject({ idProveedor: main.tenant.id, idLocker: main.location.id, cliente: 'Lucía Pereira', ArticuloComprado: 'Agua', total_amount: '65.00', repartidorCarga: 'Test User', repartidorRetiro: 'Test User' });
  });

  it.each([
    ['one locker', () => `lockerIds=${lockerB}`, () => [saleIds[2]]],
    ['several lockers, comma list', () => `lockerIds=${lockerB},${main.location.id}`, () => [...saleIds].reverse()],
    ['several lockers, lockerIds[]', () => `lockerIds[]=${main.location.id}&lockerIds[]=${lockerB}`, () => [...saleIds].reverse()],
    ['start date (business day)', () => 'startDate=2030-05-02', () => [saleIds[2], saleIds[1]]],
    ['end date, inclusive, in Montevideo time', () => 'endDate=2030-05-02', () => [saleIds[1], saleIds[0]]],
    ['a range', () => 'startDate=2030-05-02&endDate=2030-05-02', () => [saleIds[1]]],
    ['empty values ignored', () => 'lockerIds=&startDate=&endDate=', () => [...saleIds].reverse()],
  ])('filters by %s', async (_name, query, expected) => {
    const reply = await sales(query());
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((s: { idReserva: number }) => s.idReserva)).toEqual(expected());
  });

  it('sorts by purchase date ascending', async () => {
    expect((await sales('sortBy=fechaCompra&orderBy=ASC')).body.data.map((s: { idReserva: number }) => s.idReserva)).toEqual(saleIds);
  });

  it('refuses bad filters with Spanish messages', async () => {
    const bad = await sales('startDate=2030-02-31');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.startDate).toEqual(['La fecha no es válida']);
    const reversed = await sales('startDate=2030-05-05&endDate=2030-05-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.startDate).toEqual(['La fecha de inicio no puede ser posterior a la de fin']);
    expect((await sales('lockerIds=abc')).status).toBe(422);
  });

  it("never shows another tenant's sales: another tenant's locker id filters to nothing", async () => {
    const other = await seedAdminTenant(backend, { tenant: { custom: true } });
    expect((await sales('', other.token)).body.data).toEqual([]);
    expect((await sales(`lockerIds=${main.location.id}`, other.token)).body.data).toEqual([]);
  });

  it('is refused to a tenant without the custom flag, and without booking-show', async () => {
    const standard = await seedAdminTenant(backend);
    expect((await sales('', standard.token)).status).toBe(403);
    expect((await backend.request('/stock/booking', { token: standard.token })).status).toBe(403);
    const noShow = await signedInUser(backend, main.tenant.id, ['billing-show']);
    expect((await sales('', noShow.token)).status).toBe(403);
    expect((await backend.request('/stock/booking', { token: noShow.token })).status).toBe(403);
    expect((await backend.request('/sales/booking')).status).toBe(401);
  });
});

describe('GET /stock/booking', () => {
  it("shows each enabled door's content from its latest load", async () => {
    const reply = await backend.request(`/stock/booking?sortBy=door&orderBy=ASC&lockerIds=${lockerB}`, { token: main.token });
    expect(reply.status).toBe(200);
    const { data } = stockList.parse(reply.body);
    expect(data.map((r) => [r.door, r.estado_contenido, r.tipo_contenido, r.descripcion_corta])).toEqual([
      [1, 'vacia', null, null],
      [2, 'disponible', 'articulo', 'Botella 1 L'],
    ]);
    const all = stockList.parse((await backend.request('/stock/booking?sortBy=door&orderBy=ASC', { token: main.token })).body).data;
    expect(all.filter((r) => r.idLocker === main.location.id).map((r) => r.estado_contenido)).toEqual(['vacia', 'envase', 'vacia']);
    expect(all.find((r) => r.estado_contenido === 'envase')).toMatchObject({ tipo_contenido: 'envase', idArticulo: expect.any(Number), idReserva: expect.any(Number) });
  });
});

describe('GET /dashboard custom variant', () => {
  it('adds the vending counts for custom tenants only', async () => {
    const reply = dashboardReply.parse((await backend.request('/dashboard', { token: main.token })).body);
    expect(reply.custom_dashboard).toBe(true);
    expect(reply.vending?.stock_by_locker).toEqual([
      { location_id: main.location.id, description: expect.any(String), available: 0, containers: 1, empty: 2 },
      { location_id: lockerB, description: 'Locker B', available: 1, containers: 0, empty: 1 },
    ]);
    expect(reply.vending?.doors_to_refill).toBe(4);
    const standard = await seedAdminTenant(backend);
    expect(dashboardReply.parse((await backend.request('/dashboard', { token: standard.token })).body).vending).toBeUndefined();
  });
});

describe('demo seed', () => {
  it('gives the custom demo tenant sales (some today) and every stock state', async () => {
    const demo = await startTestBackend({ seedDemo: true });
    try {
      const token = await demo.login('empresa@demo.test');
      const list = saleList.parse((await demo.request('/sales/booking', { token })).body);
      expect(list.meta.total).toBeGreaterThan(30);
      const stock = stockList.parse((await demo.request('/stock/booking?perPage=1000', { token })).body).data;
      expect(new Set(stock.map((r) => r.estado_contenido))).toEqual(new Set(['disponible', 'envase', 'vacia']));
      const dashboard = dashboardReply.parse((await demo.request('/dashboard', { token })).body);
      expect(dashboard.vending!.sales_today).toBeGreaterThan(0);
      expect((await demo.request('/sales/booking', { token: await demo.login('admin@demo.test') })).status).toBe(403);
    } finally {
      await demo.close();
    }
  });
});
