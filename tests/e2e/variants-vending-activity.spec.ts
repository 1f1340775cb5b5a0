// Vending activity beyond the seed, as the enterprise user sees it: a delivery man loads an empty door, the locker
// reports a card purchase, the delivery man collects the container (POST /api/v2/vending/…, what the locker and its
// staff send), and /stock and /ventas follow each step. The door ends empty again, as it started.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, dataRows } from './bookings-support';
import { accounts, PASSWORD, signIn } from './support';

interface StockRow {
  door: number;
  locker: string;
  estado_contenido: string;
}

async function deliveryManToken(request: APIRequestContext, admin: string): Promise<string> {
  const email = `repartidor-${Date.now()}@demo.test`;
  const created = await request.post('/api/v2/user/team', {
    headers: { authorization: `Bearer ${admin}` },
    data: { sub_type: '4', name: 'Darío', last_name: 'Reparto', cellphone: '099765432', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  return apiToken(request, email);
}

/** The stock row of one door ("Oficina Sur · 7"), not its namesakes ("… · 17"). */
const doorRow = (page: Page, locker: string, door: number) =>
  dataRows(page).filter({ has: page.locator('td:nth-child(1)', { hasText: new RegExp(`^${locker} · ${door}$`) }) });

test('a load, a card purchase and a container return show up in the stock and the sales reports', async ({ page, request }) => {
  test.slow();
  const admin = await apiToken(request, accounts.enterprise);
  const asAdmin = { authorization: `Bearer ${admin}` };
  const delivery = { authorization: `Bearer ${await deliveryManToken(request, admin)}` };
  const lockers = (await (await request.get('/api/v2/location?perPage=1000', { headers: asAdmin })).json()).data as { id: number; description: string }[];
  const south = lockers.find((l) => l.description === 'Oficina Sur')!;
  const stock = (await (await request.get(`/api/v2/stock/booking?lockerIds=${south.id}&perPage=1000`, { headers: asAdmin })).json()).data as StockRow[];
  const door = stock.find((row) => row.estado_contenido === 'vacia')!.door;
  const articles = (await (await request.get('/api/v2/articles?perPage=100', { headers: asAdmin })).json()).data as { id: number; nombre: string; vendible: boolean; virtual: boolean; descripcion_corta: string }[];
  const article = articles.find((a) => a.vendible && !a.virtual)!;
  const where = { location_id: south.id, door };

  expect((await request.post('/api/v2/vending/loads', { headers: delivery, data: { ...where, article_id: article.id } })).status()).toBe(201);
  await signIn(page, accounts.enterprise);
  await page.goto(`/stock?lockerIds=${south.id}`);
  await expect(doorRow(page, 'Oficina Sur', door)).toContainText('Disponible');
  await expect(doorRow(page, 'Oficina Sur', door)).toContainText(article.descripcion_corta);

  const customer = `Cliente ${Date.now()}`;
  const sale = await request.post('/api/v2/vending/sales', {
    headers: asAdmin,
    data: { ...where, customer_name: customer, phone_number: '099 000 111', transaction_id: `E2E-${Date.now()}`, authorization_code: '424242' },
  });
  expect(sale.status()).toBe(201);
  await page.reload();
  await expect(doorRow(page, 'Oficina Sur', door)).toContainText('Envase por retirar');
  await page.goto('/ventas');
  const newest = dataRows(page).first();
  await expect(newest).toContainText(customer);
  await expect(newest).toContainText(article.nombre);
  // Loaded by the delivery man (named in the sale's detail); no one has collected the container yet.
  const detail = page.locator('#sales-table tbody tr.row-detail').first();
  await expect(detail.locator('dd', { hasText: 'Darío Reparto' })).toHaveCount(1);

  expect((await request.post('/api/v2/vending/returns', { headers: delivery, data: where })).status()).toBe(200);
  await page.reload();
  await expect(page.locator('#sales-table tbody tr.row-detail').first().locator('dd', { hasText: 'Darío Reparto' })).toHaveCount(2);
  await page.goto(`/stock?lockerIds=${south.id}`);
  await expect(doorRow(page, 'Oficina Sur', door)).toContainText('Vacía');
});
