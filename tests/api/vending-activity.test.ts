// POST /vending/loads, /vending/sales, /vending/returns (issue 8: vending activity beyond the seed): each write moves
// a door through the stock report and the sales list as a user reads them; wrong door states, repeated payments,
// bad input, other tenants' lockers and articles, the wrong role or permission and non-custom tenants are refused
// with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doors, poslinkTransactions, vendingLoads, vendingSales } from '@/backend/db/schema';
import { messages } from '@/backend/errors';
import { roles } from '@/contract/auth';
import { featureOffMessage } from '@/contract/fenicio';
import { saleList, stockList, type StockRow } from '@/contract/vending';
import {
  articleNotForSaleMessage,
  articleNotLoadableMessage,
  deliveryRoleMessage,
  doorNotEmptyMessage,
  noContainerMessage,
  nothingForSaleMessage,
  transactionRecordedMessage,
  vendingDoorReply,
} from '@/contract/vending-activity';
import { insertArticle, seedAdminTenant } from '@/tests/factories/administration';
import { createLocation, seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
/** Tokens of main's delivery man, special delivery man, the locker's account (booking-create) and an operator. */
const tokens = { deliveryMan: '', special: '', locker: '', operator: '', resident: '' };
const articles = { water: 0, soda: 0, virtual: 0, notForSale: 0, disabled: 0 };
let other: { locationId: number; articleId: number };
let disabledLocker: number;
let plainDeliveryMan: string;
let nextDoor = 1;

async function signIn(tenantId: number, input: { subType?: number | null; permissions: string[]; name?: string; type?: 'Usuario' | 'Residente' }) {
  const user = await createUser(backend.db, { tenantId, ...input });
  return backend.login(user.email, user.password);
}

beforeAll(async () => {
  backend = await startTestBackend();
  main = await seedAdminTenant(backend, { tenant: { custom: true } });
  // Main's locker gets 12 more doors (15 in all): each test takes fresh ones.
  await backend.db.insert(doors).values(Array.from({ length: 12 }, (_, i) => ({ locationId: main.location.id, number: 4 + i, sizeId: 1 })));
  tokens.deliveryMan = await signIn(main.tenant.id, { subType: roles.deliveryMan, permissions: ['booking-show'], name: 'Rita' });
  tokens.special = await signIn(main.tenant.id, { subType: roles.specialDeliveryMan, permissions: ['booking-show', 'booking-authorize'], name: 'Sergio' });
  tokens.locker = await signIn(main.tenant.id, { subType: roles.pda, permissions: ['booking-show', 'booking-create'] });
  tokens.operator = await signIn(main.tenant.id, { subType: roles.operator, permissions: ['booking-show', 'booking-create', 'booking-edit'] });
  tokens.resident = await signIn(main.tenant.id, { type: 'Residente', subType: roles.deliveryMan, permissions: ['*'] });
  articles.water = (await insertArticle(backend.db, { tenantId: main.tenant.id, nombre: 'Agua', descripcionCorta: 'Botella 1 L', precioCents: 6500 })).id;
  articles.soda = (await insertArticle(backend.db, { tenantId: main.tenant.id, nombre: 'Refresco', precioCents: 9000 })).id;
  articles.virtual = (await insertArticle(backend.db, { tenantId: main.tenant.id, nombre: 'Recarga', virtual: true })).id;
  articles.notForSale = (await insertArticle(backend.db, { tenantId: main.tenant.id, nombre: 'Muestra', vendible: false })).id;
  articles.disabled = (await insertArticle(backend.db, { tenantId: main.tenant.id, nombre: 'Discontinuado', enabled: false })).id;
  disabledLocker = (await createLocation(backend.db, { tenantId: main.tenant.id, enabled: false, doorSizes: [1] })).id;

  const otherTenant = await seedTenant(backend.db, { custom: true });
  other = {
    locationId: (await createLocation(backend.db, { tenantId: otherTenant.id, doorSizes: [1, 1] })).id,
    articleId: (await insertArticle(backend.db, { tenantId: otherTenant.id, nombre: 'Ajeno' })).id,
  };
  const plain = await seedTenant(backend.db);
  await createLocation(backend.db, { tenantId: plain.id, doorSizes: [1] });
  plainDeliveryMan = await signIn(plain.id, { subType: roles.deliveryMan, permissions: ['*'] });
});
afterAll(async () => {
  await backend?.close();
});

/** A door of main's locker no other test has used. */
const freshDoor = () => nextDoor++;
const load = (token: string, body: Record<string, unknown>) => backend.request('/vending/loads', { token, json: body });
const sell = (token: string, body: Record<string, unknown>) => backend.request('/vending/sales', { token, json: body });
const collect = (token: string, body: Record<string, unknown>) => backend.request('/vending/returns', { token, json: body });
let transactionSequence = 0;
const sale = (door: number, extra: Record<string, unknown> = {}) => ({
  location_id: main.location.id,
  door,
  customer_name: 'Lucía Pereira',
  phone_number: '099 111 222',
  transaction_id: `TX-${++transactionSequence}`,
  authorization_code: `A${100000 + transactionSequence}`,
  ...extra,
});

async function stockOf(door: number): Promise<StockRow> {
  const reply = await backend.request(`/stock/booking?lockerIds=${main.location.id}&perPage=1000`, { token: main.token });
  expect(reply.status).toBe(200);
  return stockList.parse(reply.body).data.find((row) => row.door === door)!;
}
async function salesList() {
  const reply = await backend.request('/sales/booking', { token: main.token });
  expect(reply.status).toBe(200);
  return saleList.parse(reply.body);
}
/** Row counts of everything a vending write may touch. */
async function counts() {
  return {
    loads: await backend.db.$count(vendingLoads),
    sales: await backend.db.$count(vendingSales),
    returned: (await backend.db.select({ at: vendingSales.containerReturnedAt }).from(vendingSales)).filter((s) => s.at).length,
    payments: await backend.db.$count(poslinkTransactions),
  };
}

describe('a door through a load, a purchase and a container return', () => {
  it('shows each step in the stock report and the sales list', async () => {
    const door = freshDoor();
    expect(await stockOf(door)).toMatchObject({ estado_contenido: 'vacia', idArticulo: null });
    const salesBefore = (await salesList()).meta.total;

    const loaded = await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.water });
    expect(loaded.status).toBe(201);
    const { load_id } = vendingDoorReply.parse(loaded.body).data;
    expect(await stockOf(door)).toMatchObject({ estado_contenido: 'disponible', tipo_contenido: 'articulo', idArticulo: articles.water, descripcion_corta: 'Botella 1 L', idReserva: load_id });
    expect((await salesList()).meta.total).toBe(salesBefore);

    const sold = await sell(tokens.locker, sale(door, { card_owner_name: 'LUCIA PEREIRA' }));
    expect(sold.status).toBe(201);
    expect(sold.body.data).toMatchObject({ estado_contenido: 'envase', total_amount: '65.00', load_id });
    expect(await stockOf(door)).toMatchObject({ estado_contenido: 'envase', tipo_contenido: 'envase', idReserva: load_id });
    const afterSale = await salesList();
    expect(afterSale.meta.total).toBe(salesBefore + 1);
    expect(afterSale.data[0]).toMatchObject({
      idReserva: sold.body.data.sale_id,
      idReservaIN: load_id,
      idLocker: main.location.id,
      repartidorCarga: 'Rita User',
      cliente: 'Lucía Pereira',
      telefono: '099 111 222',
      idArticuloComprado: articles.water,
      ArticuloComprado: 'Agua',
      idArticuloEntregado: articles.water,
      total_amount: '65.00',
      transaction_id: `TX-${transactionSequence}`,
      fechaRetiroEnvase: null,
      repartidorRetiro: null,
    });
    // The card payment is listed with the locker's other POS payments (/comprobantes).
    const payments = await backend.request(`/poslink-transaction?transaction_id=TX-${transactionSequence}`, { token: main.token });
    expect(payments.body.data).toEqual([expect.objectContaining({ total_amount: 65, status: 'APROBADA', card_owner_name: 'LUCIA PEREIRA' })]);

    const collected = await collect(tokens.special, { location_id: main.location.id, door });
    expect(collected.status).toBe(200);
    expect(await stockOf(door)).toMatchObject({ estado_contenido: 'vacia', idArticulo: null, idReserva: null });
    const afterReturn = (await salesList()).data[0]!;
    expect(afterReturn).toMatchObject({ idReserva: sold.body.data.sale_id, repartidorRetiro: 'Sergio User' });
    expect(afterReturn.fechaRetiroEnvase).not.toBeNull();

    // Sorted by reservation id, the report goes by the id each row shows: the emptied door (none, though it had a
    // load) comes after every door holding something, in either direction, like the doors never loaded.
    const holding = freshDoor();
    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door: holding, article_id: articles.water })).status).toBe(201);
    for (const orderBy of ['DESC', 'ASC']) {
      const reply = await backend.request(`/stock/booking?lockerIds=${main.location.id}&perPage=1000&sortBy=idReserva&orderBy=${orderBy}`, { token: main.token });
      const shown = stockList.parse(reply.body).data.map((row) => row.idReserva);
      const ids = shown.filter((id) => id !== null);
      expect(ids.length).toBeGreaterThan(0);
      expect(shown).toEqual([...ids.toSorted((a, b) => (orderBy === 'ASC' ? a - b : b - a)), ...shown.filter((id) => id === null)]);
    }

    // Empty again: it can be loaded once more.
    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.soda })).status).toBe(201);
    expect(await stockOf(door)).toMatchObject({ estado_contenido: 'disponible', idArticulo: articles.soda });
  });

  it('charges the price of a substitute the customer paid for, and records what the door handed out', async () => {
    const door = freshDoor();
    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.water })).status).toBe(201);
    const sold = await sell(tokens.locker, sale(door, { article_id: articles.soda }));
    expect(sold.status).toBe(201);
    expect((await salesList()).data[0]).toMatchObject({ idArticuloComprado: articles.soda, ArticuloComprado: 'Refresco', idArticuloEntregado: articles.water, total_amount: '90.00' });
  });
});

describe('refusals change nothing', () => {
  it('a door in the wrong state is a 412 with the reason', async () => {
    const full = freshDoor();
    const empty = freshDoor();
    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door: full, article_id: articles.water })).status).toBe(201);
    const before = await counts();
    const twice = await load(tokens.deliveryMan, { location_id: main.location.id, door: full, article_id: articles.soda });
    expect(twice).toMatchObject({ status: 412, body: { error: { door: [doorNotEmptyMessage] } } });
    expect(await sell(tokens.locker, sale(empty))).toMatchObject({ status: 412, body: { error: { door: [nothingForSaleMessage] } } });
    expect(await collect(tokens.deliveryMan, { location_id: main.location.id, door: full })).toMatchObject({ status: 412, body: { error: { door: [noContainerMessage] } } });
    expect(await collect(tokens.deliveryMan, { location_id: main.location.id, door: empty })).toMatchObject({ status: 412 });
    expect(await counts()).toEqual(before);
  });

  it('a card payment reported twice is recorded once (409)', async () => {
    const [first, second] = [freshDoor(), freshDoor()];
    for (const door of [first, second]) expect((await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.water })).status).toBe(201);
    const body = sale(first);
    expect((await sell(tokens.locker, body)).status).toBe(201);
    const before = await counts();
    const repeated = await sell(tokens.locker, { ...body, door: second });
    expect(repeated).toMatchObject({ status: 409, body: { message: transactionRecordedMessage } });
    expect((await sell(tokens.locker, body)).status).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await stockOf(second)).estado_contenido).toBe('disponible');
  });

  it('two loads into one door at once: one is recorded, the other finds it full', async () => {
    const door = freshDoor();
    const before = await counts();
    const replies = await Promise.all([articles.water, articles.soda].map((article_id) => load(tokens.deliveryMan, { location_id: main.location.id, door, article_id })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 412]);
    expect((await counts()).loads).toBe(before.loads + 1);
  });

  it('bad input is a 422 with Spanish messages per field', async () => {
    const before = await counts();
    const empty = await load(tokens.deliveryMan, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ location_id: ['Este campo es requerido'], door: ['Este campo es requerido'], article_id: ['Este campo es requerido'] });
    const words = await load(tokens.deliveryMan, { location_id: 'uno', door: -1, article_id: articles.water });
    expect(words.body.errors.location_id).toEqual(['Debe ser un número']);
    expect(words.body.errors.door).toBeDefined();
    const badSale = await sell(tokens.locker, { location_id: main.location.id, door: 1, customer_name: ' ', transaction_id: 'TX 1; drop', authorization_code: '', phone_number: 'llamar' });
    expect(badSale.status).toBe(422);
    expect(badSale.body.errors).toMatchObject({
      customer_name: ['Este campo es requerido'],
      transaction_id: ['Solo puede contener letras, números y guiones'],
      authorization_code: ['Este campo es requerido'],
      phone_number: ['El teléfono no es válido'],
    });
    const door = freshDoor();
    const virtual = await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.virtual });
    expect(virtual).toMatchObject({ status: 422, body: { errors: { article_id: [articleNotLoadableMessage] } } });
    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.notForSale })).body.errors.article_id).toEqual([articleNotLoadableMessage]);
    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.disabled })).body.errors.article_id).toEqual([articleNotLoadableMessage]);
    expect(await counts()).toEqual(before);

    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.water })).status).toBe(201);
    const after = await counts();
    expect(await sell(tokens.locker, sale(door, { article_id: articles.notForSale }))).toMatchObject({ status: 422, body: { errors: { article_id: [articleNotForSaleMessage] } } });
    expect(await sell(tokens.locker, sale(door, { article_id: articles.disabled }))).toMatchObject({ status: 422, body: { errors: { article_id: [articleNotForSaleMessage] } } });
    expect(await counts()).toEqual(after);
  });

  it("another tenant's locker, door or article, a missing door and a disabled locker are 404", async () => {
    const door = freshDoor();
    expect((await load(tokens.deliveryMan, { location_id: main.location.id, door, article_id: articles.water })).status).toBe(201);
    const before = await counts();
    const notFound = { status: 404, body: { message: messages.notFound } };
    expect(await load(tokens.deliveryMan, { location_id: other.locationId, door: 1, article_id: articles.water })).toMatchObject(notFound);
    expect(await load(tokens.deliveryMan, { location_id: main.location.id, door: freshDoor(), article_id: other.articleId })).toMatchObject(notFound);
    expect(await load(tokens.deliveryMan, { location_id: main.location.id, door: 999, article_id: articles.water })).toMatchObject(notFound);
    expect(await load(tokens.deliveryMan, { location_id: disabledLocker, door: 1, article_id: articles.water })).toMatchObject(notFound);
    expect(await sell(tokens.locker, sale(1, { location_id: other.locationId }))).toMatchObject(notFound);
    expect(await sell(tokens.locker, sale(door, { article_id: other.articleId }))).toMatchObject(notFound);
    expect(await collect(tokens.deliveryMan, { location_id: other.locationId, door: 1 })).toMatchObject(notFound);
    expect(await counts()).toEqual(before);
  });

  it('only delivery staff load and collect, only booking-create records a sale, and only custom tenants have vending', async () => {
    const door = freshDoor();
    const body = { location_id: main.location.id, door, article_id: articles.water };
    const before = await counts();
    for (const token of [main.token, tokens.operator, tokens.locker]) {
      expect(await load(token, body)).toMatchObject({ status: 403, body: { message: deliveryRoleMessage } });
      expect(await collect(token, body)).toMatchObject({ status: 403 });
    }
    expect(await sell(tokens.deliveryMan, sale(door))).toMatchObject({ status: 403, body: { message: messages.forbidden } });
    expect((await load(tokens.resident, body)).status).toBe(403);
    for (const call of [load, sell, collect]) expect(await call(plainDeliveryMan, { ...sale(1), article_id: articles.water })).toMatchObject({ status: 403, body: { message: featureOffMessage } });
    expect((await load('not-a-token', body)).status).toBe(401);
    expect(await counts()).toEqual(before);
    expect((await stockOf(door)).estado_contenido).toBe('vacia');
  });
});
