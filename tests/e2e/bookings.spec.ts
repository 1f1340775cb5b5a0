import { devices, expect, test } from '@playwright/test';
import { apiToken, columnTexts, createBookingViaApi, dataRows } from './bookings-support';
import { expectNoSeriousViolations, rulesFor } from './axe';
import { deleteBookings } from './excel-support';
import { accounts, signIn, openFilters } from './support';

test('filtering by status and by ID changes the URL, and the copied link shows the same rows elsewhere', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await expect(page.getByText(/^\d+ reservas$/)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(25);

  await openFilters(page);
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Ingresado' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/reservas\?status=3$/);
  const statuses = await columnTexts(page, 3);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Ingresado']));
  const ids = await columnTexts(page, 1);

  // A colleague opens the copied link in another browser: same rows.
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signIn(colleague, accounts.admin);
  await colleague.goto(page.url());
  await expect(colleague.getByLabel('Estado', { exact: true })).toHaveValue('3');
  expect(await columnTexts(colleague, 1)).toEqual(ids);
  await other.close();

  await openFilters(page);
  await page.getByLabel('ID', { exact: true }).fill(ids[0]!);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`id=${ids[0]}`));
  await expect(dataRows(page)).toHaveCount(1);
  await expect(page.getByText('1 reserva', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/reservas$/);
});

test('a filter that matches nothing shows the empty state', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas?description=no-existe-ninguna');
  await expect(page.getByText('No hay reservas que coincidan con los filtros.')).toBeVisible();
  await expect(page.getByText('Ninguna reserva')).toBeVisible();
});

test('a page past the end of a list (an old link) goes to its last page', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas?page=999');
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page.getByText(/^Página (\d+) de \1$/)).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByText('Todavía no hay reservas.')).toHaveCount(0);
  await page.goto('/usuarios?page=999');
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Todavía no hay usuarios.')).toHaveCount(0);
});

test('clicking a column header sorts by it, with aria-sort, and pages hold 25 rows', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await expect(page.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('columnheader', { name: 'Locker' }).getByRole('link').click();
  await expect(page).toHaveURL(/sortBy=location&orderBy=ASC/);
  await expect(page.getByRole('columnheader', { name: 'Locker' })).toHaveAttribute('aria-sort', 'ascending');
  const lockers = await columnTexts(page, 2);
  expect(lockers).toEqual([...lockers].sort((a, b) => a.localeCompare(b, 'es')));

  await page.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Locker' })).toHaveAttribute('aria-sort', 'ascending');
});

test('row links, sort headers and the menu change the page in place; the booking is fetched once the pointer is on its link', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  // A full page load would drop this marker: client navigations keep the document.
  await page.evaluate(() => Object.assign(window, { keptDocument: true }));
  const kept = () => page.evaluate(() => (window as unknown as { keptDocument?: boolean }).keptDocument === true);

  // Sorting keeps the scroll position (the table stays where the user was reading). A short scroll: the headers,
  // just under the closed filters, stay in view (clicking one out of view would scroll the page itself).
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.mouse.wheel(0, 80);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('link').click();
  await expect(page).toHaveURL(/sortBy=status&orderBy=ASC/);
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toHaveAttribute('aria-sort', 'ascending');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await kept()).toBe(true);

  // A row's link opens the booking without a reload.
  const link = dataRows(page).first().getByRole('link');
  const id = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/reservas/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(id);
  expect(await kept()).toBe(true);

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Reservas' }).click();
  await expect(page).toHaveURL(/\/reservas$/);
  await expect(dataRows(page)).toHaveCount(25);
  expect(await kept()).toBe(true);
});

test('the expand toggle shows the rest of the booking in the row', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  const first = dataRows(page).first();
  const id = (await first.locator('td').first().innerText()).trim();
  await page.getByRole('button', { name: `Mostrar detalles de la reserva ${id}` }).click();
  await expect(page.getByRole('button', { name: `Mostrar detalles de la reserva ${id}` })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#row-detail-${id}`).getByText('Fecha de creación')).toBeVisible();
});

test('without JavaScript the list shows rows and the filter form works by submitting it', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  const storageState = await page.context().storageState();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState });
  const noJs = await context.newPage();
  await noJs.goto('/reservas');
  await expect(dataRows(noJs)).toHaveCount(25);
  // Paging is a link: "Siguiente" loads page 2, whose rows continue the newest-first order of page 1.
  const firstPage = (await columnTexts(noJs, 1)).map(Number);
  await noJs.getByRole('link', { name: 'Siguiente' }).click();
  await expect(noJs).toHaveURL(/page=2/);
  await expect(noJs.getByText(/^Página 2 de \d+$/)).toBeVisible();
  const secondPage = (await columnTexts(noJs, 1)).map(Number);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(Math.max(...secondPage)).toBeLessThan(Math.min(...firstPage));

  await openFilters(noJs);
  await noJs.getByLabel('Estado', { exact: true }).selectOption({ label: 'Retiro Vencido' });
  await noJs.getByRole('button', { name: 'Filtrar' }).click();
  await expect(noJs).toHaveURL(/status=6/);
  const statuses = await columnTexts(noJs, 3);
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Retiro Vencido']));
  // Sorting is a link too: the same rows come back ordered by expiration, earliest first.
  await noJs.getByRole('columnheader', { name: 'Vencimiento' }).getByRole('link').click();
  await expect(noJs).toHaveURL(/status=6.*sortBy=expiration_date&orderBy=ASC/);
  // Short dates "d/m/yy, H:mm" as a sortable number: yymmddHHMM.
  const when = (text: string) => {
    const [, d, m, y, h, min] = text.match(/(\d+)\/(\d+)\/(\d+),?\s+(\d+):(\d+)/)!;
    return (((Number(y) * 100 + Number(m)) * 100 + Number(d)) * 100 + Number(h)) * 100 + Number(min);
  };
  const expirations = (await columnTexts(noJs, 6)).map(when);
  expect(expirations).toHaveLength(statuses.length);
  expect(expirations).toEqual([...expirations].sort((a, b) => a - b));
  await context.close();
});

test('the delivery man (booking-show only) sees the list but no create button and no actions', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  await page.goto('/reservas');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva reserva' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Acciones de la reserva/ })).toHaveCount(0);
  await page.goto('/reservas?nuevo=1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await dataRows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Reserva \d+$/ })).toBeVisible();
  for (const action of ['Reenviar código', 'Eliminar', 'Extender', 'Regenerar código', 'Autorizar retiro', 'Renovar']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
});

test('a booking in "Reserva": Eliminar ends its actions, outlined like the others, not the one solid red button of the page', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Acciones ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  const remove = page.getByRole('button', { name: 'Eliminar', exact: true });
  await expect(remove).not.toHaveAttribute('aria-disabled');
  const actions = remove.locator('xpath=..').locator(':scope > a, :scope > button');
  await expect(actions).toHaveText(['Editar', 'Regenerar código', 'Eliminar']);
  const background = (action: string) => page.getByRole('main').locator('a, button').filter({ hasText: new RegExp(`^${action}$`) }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('Eliminar')).toBe(await background('Editar'));
  // The demo lockers' doors are shared by the whole run: give this one back.
  await deleteBookings(request, token, [booking.id]);
});

test('another tenant’s booking and a missing one are a 404 page that says so and leads back to the list', async ({ page, browser }) => {
  const enterprise = await browser.newContext();
  const other = await enterprise.newPage();
  await signIn(other, accounts.enterprise);
  await other.goto('/reservas');
  const foreignId = (await dataRows(other).first().locator('td').first().innerText()).trim();
  await enterprise.close();
  await signIn(page, accounts.admin);
  expect((await page.goto(`/reservas/${foreignId}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No encontramos esa reserva' })).toBeVisible();
  expect((await page.goto('/reservas/999999'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No encontramos esa reserva' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Volver a reservas' }).click();
  await expect(page).toHaveURL(/\/reservas$/);
  expect((await page.goto('/reservas/abc'))?.status()).toBe(404);
});

test("the enterprise tenant sees each booking's provider (a column from 1536 px, in the expand row on a laptop); a standard one does not", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, accounts.enterprise);
  await page.goto('/reservas');
  await expect(page.getByRole('columnheader', { name: 'ID' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Proveedor' })).toBeHidden();
  const id = (await dataRows(page).first().getByRole('link').first().textContent())!;
  await page.getByRole('button', { name: `Mostrar detalles de la reserva ${id}` }).click();
  const details = page.locator(`#row-detail-${id}`);
  await expect(details.getByText('Proveedor', { exact: true })).toBeVisible();
  await expect(details.getByText('Empresa Demo', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Proveedor' })).toBeVisible();
  await expect(dataRows(page).first().getByRole('cell', { name: 'Empresa Demo' })).toBeVisible();

  const standard = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const admin = await standard.newPage();
  await signIn(admin, accounts.admin);
  await admin.goto('/reservas');
  await expect(admin.getByRole('columnheader', { name: 'ID' })).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: 'Proveedor', includeHidden: true })).toHaveCount(0);
  const adminId = (await dataRows(admin).first().getByRole('link').first().textContent())!;
  await admin.getByRole('button', { name: `Mostrar detalles de la reserva ${adminId}` }).click();
  await expect(admin.locator(`#row-detail-${adminId}`).getByText('Celular', { exact: true })).toBeVisible();
  await expect(admin.locator(`#row-detail-${adminId}`).getByText('Proveedor', { exact: true })).toHaveCount(0);
  await standard.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the list, the create modal and a booking page have no serious accessibility violations (${theme})`, async ({ page }) => {
    test.slow(); // several axe scans: slow on a busy 2-core machine, not a sign of a defect
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, accounts.admin);
    await page.goto('/reservas');
    await expect(dataRows(page).first()).toBeVisible();
    await expectNoSeriousViolations(page, '', rulesFor(theme));
    await page.getByRole('link', { name: 'Nueva reserva' }).click();
    await expect(page.getByRole('dialog', { name: 'Nueva reserva' }).getByLabel(/Referencia de la reserva/)).toBeVisible();
    await expectNoSeriousViolations(page, '', rulesFor(theme));
    await page.keyboard.press('Escape');
    await dataRows(page).first().getByRole('link').first().click();
    await expect(page.getByText('Código QR', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, '', rulesFor(theme));
  });
}

test('on a phone the list comes before its filters: the panel opens on demand, closes when applied, and opens for an invalid value', async ({ browser }) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  const status = page.getByLabel('Estado', { exact: true });
  await expect(dataRows(page).first()).toBeInViewport();
  await expect(status).toBeHidden();
  await expectNoSeriousViolations(page, 'phone, filters closed');

  // Opened by keyboard: the summary is a native disclosure.
  const summary = page.locator('summary', { hasText: 'Filtros' });
  await summary.focus();
  await page.keyboard.press('Enter');
  await status.selectOption({ label: 'Ingresado' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/reservas\?status=3$/);
  await expect(status).toBeHidden();
  await expect(summary).toContainText('1');
  expect(new Set(await columnTexts(page, 3))).toEqual(new Set(['Ingresado']));

  await page.goto('/reservas?id=abc');
  await expect(page.getByLabel('ID', { exact: true })).toHaveValue('abc');
  await expect(page.getByText('No es un valor válido: este filtro no se aplicó.')).toBeVisible();
  await phone.close();
});
