// Sales and stock reports of the custom (vending) tenant, as empresa@demo.test: the 17 columns, the lockers filter
// (multiple) and dates in the URL, the Excel export read back, the stock states, the custom dashboard; axe clean;
// and the standard tenant refused by the server.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './admin-support';
import { apiToken, dataRows } from './bookings-support';
import { downloadedRows } from './excel-support';
import { accounts, mainMenu, signIn, openFilters } from './support';

const salesHeaders = [
  'ID reserva', 'ID proveedor', 'ID reserva IN', 'ID locker', 'Carga del artículo', 'Repartidor carga', 'Fecha de compra', 'Cliente', 'Teléfono',
  'ID artículo comprado', 'Artículo comprado', 'ID artículo entregado', 'Total', 'ID transacción', 'Código de autorización', 'Retiro del envase', 'Repartidor retiro',
];
/** The screen's columns: who bought what, where, for how much and when; everything else in each sale's detail. */
const screenHeaders = ['Cliente', 'Artículo comprado', 'Locker', 'Total', 'Fecha de compra', 'Retiro del envase'];

test('the enterprise user reads the sales, filters them by locker and date, and exports them', async ({ page }) => {
  // Four page loads, an axe pass and an export: 35 s on a loaded 2-core machine, past the default 30.
  test.slow();
  await signIn(page, accounts.enterprise);
  await mainMenu(page).getByRole('link', { name: 'Ventas' }).click();
  await expect(page.getByRole('heading', { name: 'Ventas', level: 1 })).toBeVisible();
  const table = page.locator('#sales-table table');
  await expect(table.locator('thead th:not(.row-toggle-cell)')).toHaveText(screenHeaders);
  const total = Number((await page.getByText(/^\d+ ventas$/).innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(30);
  await expect(dataRows(page)).toHaveCount(Math.min(total, 100));
  await expectNoSeriousViolations(page);

  // The internal ids only in a sale's detail, named, one click away.
  const first = dataRows(page).first();
  await expect(first).not.toContainText(/ID /);
  await first.getByRole('button', { name: /^Ver el detalle de la venta \d+$/ }).click();
  const detail = page.locator('#sales-table tr.row-detail:not([hidden])');
  await expect(detail.getByText('ID reserva', { exact: true })).toBeVisible();
  await expect(detail.getByText('ID transacción', { exact: true })).toBeVisible();

  // One locker: every row shows that locker's name, and the URL holds the filter.
  const token = await apiToken(page.request, accounts.enterprise);
  const lockers = (await (await page.request.get('/api/v2/location?perPage=1000', { headers: { authorization: `Bearer ${token}` } })).json()).data as { id: number; description: string }[];
  const south = lockers.find((l) => l.description === 'Oficina Sur')!;
  await openFilters(page);
  await page.getByRole('checkbox', { name: 'Oficina Sur' }).check();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`lockerIds=${south.id}`), { timeout: 20_000 });
  const lockerNames = await dataRows(page).locator('td:nth-child(3)').allInnerTexts();
  expect(lockerNames.length).toBeGreaterThan(0);
  expect(new Set(lockerNames)).toEqual(new Set(['Oficina Sur']));

  // A date range in the future selects nothing.
  await page.goto(`/ventas?lockerIds=${south.id}&startDate=2099-01-01`);
  await expect(page.getByText('No hay ventas que coincidan con los filtros.')).toBeVisible();

  // Both lockers, exported: the file has the 17 headers and one row per sale of the filter.
  await page.goto(`/ventas?lockerIds=${lockers.map((l) => l.id).join('&lockerIds=')}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar a Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { rows } = await downloadedRows(file);
  expect(rows[0]).toEqual(salesHeaders);
  expect(rows).toHaveLength(total + 1);
  expect(rows[1]![6]).toBeInstanceOf(Date);
  expect(typeof rows[1]![12]).toBe('number');
});

test('the enterprise user sees what each door holds and narrows it to one locker', async ({ page }) => {
  await signIn(page, accounts.enterprise);
  await page.goto('/stock');
  const headers = page.locator('#stock-table thead th');
  const names = ['Puerta', 'Estado del contenido', 'Tipo de contenido', 'ID artículo', 'Descripción corta', 'Fecha de ingreso', 'ID reserva'];
  await expect(headers).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(headers.nth(index)).toHaveAccessibleName(name);
  // Shortened on a laptop, whole on hover.
  await expect(headers.nth(1)).toHaveAttribute('title', 'Estado del contenido');
  for (const state of ['Disponible', 'Envase por retirar', 'Vacía']) await expect(dataRows(page).filter({ hasText: state }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await openFilters(page);
  await page.getByRole('checkbox', { name: 'Depósito Norte' }).check();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/lockerIds=/, { timeout: 20_000 });
  // One row per door: the demo lockers have 18.
  await expect(dataRows(page)).toHaveCount(18);
  expect(new Set((await dataRows(page).locator('td:nth-child(1)').allInnerTexts()).map((t) => t.split(' · ')[0]))).toEqual(new Set(['Depósito Norte']));
});

test('the stock’s sort arrow matches its rows: by reservation id, newest first, empty doors last', async ({ page }) => {
  await signIn(page, accounts.enterprise);
  await page.goto('/stock');
  const header = page.locator('#stock-table thead th').last();
  await expect(header).toHaveAccessibleName('ID reserva');
  for (const [direction, compare] of [['descending', (a: number, b: number) => b - a], ['ascending', (a: number, b: number) => a - b]] as const) {
    await expect(header).toHaveAttribute('aria-sort', direction);
    const shown = (await dataRows(page).locator('td:nth-child(7)').allInnerTexts()).map((text) => text.trim());
    const ids = shown.filter((text) => text !== '—').map(Number);
    expect(ids.length, 'doors holding something').toBeGreaterThan(1);
    // The ids in the arrow's order, then the empty doors ("—"), whatever their history.
    expect(shown).toEqual([...[...ids].sort(compare).map(String), ...shown.filter((text) => text === '—')]);
    if (direction === 'descending') {
      await header.getByRole('link').click();
      await expect(page).toHaveURL(/sortBy=idReserva&orderBy=ASC/);
    }
  }
});

test('the custom dashboard shows sales today, doors to refill and stock by locker', async ({ page }) => {
  await signIn(page, accounts.enterprise);
  const vending = page.getByRole('region', { name: 'Ventas y stock' });
  await expect(vending.getByText('Ventas de hoy')).toBeVisible();
  await expect(vending.getByText('Puertas para reponer')).toBeVisible();
  await expect(vending.getByRole('rowheader', { name: 'Depósito Norte' })).toBeVisible();
  await vending.getByRole('link', { name: 'Oficina Sur' }).click();
  await expect(page).toHaveURL(/\/stock\?lockerIds=\d+/);
});

test('a standard tenant has no sales: the page and the export are refused by the server', async ({ page }) => {
  await signIn(page, accounts.admin);
  await expect(page.getByRole('region', { name: 'Ventas y stock' })).toHaveCount(0);
  expect((await page.goto('/stock'))?.status()).toBe(403);
  const exported = await page.request.get('/ventas/export', { maxRedirects: 0 });
  expect(exported.status()).toBe(403);
  expect(exported.headers()['content-type'] ?? '').not.toContain('spreadsheetml');
});
