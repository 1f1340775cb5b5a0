// Every list on a phone is a column of cards (no sideways scrolling, the first record above the fold with its key
// fields and their names), and so is a list on a tablet, narrower than its table; every list's table fits a laptop
// without scrolling sideways; applied filters show as chips that remove them.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { dataRows } from './bookings-support';
import { accounts, signIn } from './support';

interface ListCase {
  path: string;
  table: string;
  account: string;
  /** Column names whose values the first card must show, in view. */
  keyFields: string[];
  /** Makes sure the list has a record (the outbox is empty on a fresh database). */
  prepare?: (page: Page) => Promise<void>;
}

/** Puts a message in the demo tenant's outbox: a new user code for the delivery man (signs in by password). */
async function sendAMail(page: Page) {
  await page.goto('/usuarios?last_name=Repartidora');
  await page.getByRole('button', { name: 'Acciones de Rita Repartidora', exact: true }).click();
  await page.getByRole('button', { name: 'Restablecer código', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restablecer código' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

const lists: ListCase[] = [
  { path: '/reservas', table: '#bookings-table', account: accounts.admin, keyFields: ['ID', 'Estado', 'Locker', 'Tamaño', 'Código de ingreso', 'Vencimiento', 'Referencia de la reserva'] },
  { path: '/estado-de-cuenta', table: '#movements-table', account: accounts.admin, keyFields: ['Fecha', 'Descripción', 'Movimiento', 'Saldo'] },
  { path: '/comprobantes', table: '#poslink-table', account: accounts.admin, keyFields: ['Fecha de la transacción', 'Importe', 'Estado', 'Comprobante'] },
  { path: '/usuarios', table: '#users-table', account: accounts.admin, keyFields: ['Nombre', 'Apellido', 'Rol'] },
  { path: '/clientes', table: '#clients-table', account: accounts.admin, keyFields: ['Nombre', 'E-mail', 'Reservas'] },
  { path: '/apartamentos', table: '#apartments-table', account: accounts.admin, keyFields: ['Nombre', 'Bloque'] },
  { path: '/residentes', table: '#residents-table', account: accounts.admin, keyFields: ['Nombre', 'Apellido', 'Apartamento'] },
  { path: '/articulos', table: '#articles-table', account: accounts.admin, keyFields: ['Nombre', 'Precio'] },
  { path: '/lockers', table: '#lockers-table', account: accounts.admin, keyFields: ['Nombre', 'Habilitado'] },
  { path: '/ventas', table: '#sales-table', account: accounts.enterprise, keyFields: ['Cliente', 'Artículo comprado', 'Locker', 'Total', 'Fecha de compra'] },
  { path: '/stock', table: '#stock-table', account: accounts.enterprise, keyFields: ['Puerta', 'Estado del contenido'] },
  { path: '/usuarios/correos', table: '#outbox-table', account: accounts.admin, keyFields: ['Fecha', 'Canal', 'Destinatario', 'Asunto', 'Estado'], prepare: sendAMail },
];

/** The first row's cell under the column with this header text (the header stays in the markup for screen readers). */
async function firstRowCell(page: Page, table: string, header: string) {
  // A shortened header (bookings' "Código") keeps its whole text beside the short one, which is aria-hidden.
  const headers = await page.locator(`${table} thead th`).evaluateAll((cells) =>
    cells.map((th) => {
      const copy = th.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    }),
  );
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `${table} has a column "${header}" (columns: ${headers.join(', ')})`).toBeGreaterThanOrEqual(0);
  return dataRows(page).first().locator(`td:nth-child(${index + 1})`);
}

async function cardLabel(cell: ReturnType<Page['locator']>) {
  return cell.evaluate((td) => getComputedStyle(td, '::before').content);
}

for (const list of lists) {
  test(`phone 375×812: ${list.path} shows its first record as a card with its key fields, without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, list.account);
    await list.prepare?.(page);
    await page.goto(list.path);
    const first = dataRows(page).first();
    await expect(first).toBeInViewport();
    expect(await page.locator(list.table).evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    for (const field of list.keyFields) {
      const cell = await firstRowCell(page, list.table, field);
      await expect(cell, `${list.path}: ${field}`).toBeInViewport({ ratio: 1 });
      // Each value is named on the card (the table's header is visually hidden there).
      expect(await cardLabel(cell)).toBe(JSON.stringify(field));
    }
    await expect(page.locator(`${list.table} thead`)).not.toBeInViewport();
    await expectNoSeriousViolations(page, `${list.path} at 375`);
  });
}

test('laptop 1280×800: the bookings table fits without sideways scrolling, 12 rows above the fold, long texts on one line with a title', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await expect(dataRows(page)).toHaveCount(25);
  expect(await page.locator('#bookings-table').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await expect(dataRows(page).nth(11)).toBeInViewport({ ratio: 1 });
  const location = await firstRowCell(page, '#bookings-table', 'Locker');
  await expect(location.locator('.cell-truncate')).toHaveAttribute('title', (await location.innerText()).trim());
  expect(await location.evaluate((td) => td.getBoundingClientRect().height)).toBeLessThan(48);
  // Every header on one line: the drop-off code's is shortened, its whole name on hover and for screen readers.
  const code = page.locator('#bookings-table thead th a', { hasText: 'Código' });
  await expect(code).toHaveAttribute('title', 'Código de ingreso');
  await expect(code.getByText('Código de ingreso')).toHaveClass(/sr-only/);
  expect(await code.evaluate((a) => a.querySelector('[aria-hidden="true"]')!.getClientRects().length), 'the short header is one line').toBe(1);
  // The secondary fields moved to the expand row.
  await expect(page.locator('#bookings-table thead th', { hasText: 'Celular' })).toBeHidden();
  const id = (await dataRows(page).first().getByRole('link').first().textContent())!;
  await page.getByRole('button', { name: `Mostrar detalles de la reserva ${id}` }).click();
  await expect(page.locator(`#row-detail-${id}`).getByText('Celular')).toBeVisible();
  await expectNoSeriousViolations(page, '/reservas at 1280');
});

/** Signs in as `list.account` unless already signed in as it, opens the list (preparing it first). */
async function openList(page: Page, list: ListCase, signedInAs: { account?: string }) {
  if (signedInAs.account !== list.account) {
    // Signed in as someone else, the sign-in page would send the browser home instead of showing its form.
    if (signedInAs.account) await page.context().clearCookies();
    await signIn(page, list.account);
  }
  signedInAs.account = list.account;
  await list.prepare?.(page);
  await page.goto(list.path);
}

test('laptop 1280×800, menu open: no list scrolls sideways, so the last columns (row menus, expand toggles) are in view', async ({ page }) => {
  test.slow(); // fourteen lists
  await page.setViewportSize({ width: 1280, height: 800 });
  const signedInAs = {};
  // The enterprise tenant's bookings have a provider column besides.
  for (const list of [...lists, { ...lists[0]!, account: accounts.enterprise }]) {
    await openList(page, list, signedInAs);
    await expect(dataRows(page).first()).toBeVisible();
    expect(await page.locator(`${list.table} > table`).evaluate((table) => getComputedStyle(table).display), `${list.path} is a table`).toBe('table');
    expect(await page.locator(list.table).evaluate((box) => box.scrollWidth - box.clientWidth), `${list.path} as ${list.account}`).toBeLessThanOrEqual(0);
  }
  // The articles' long description gives way to an expand row.
  await page.context().clearCookies();
  await signIn(page, accounts.admin);
  await page.goto('/articulos');
  await expect(page.getByRole('columnheader', { name: 'Descripción larga' })).toBeHidden();
  await dataRows(page).first().getByRole('button', { name: /^Ver el detalle del artículo/ }).click();
  await expect(page.locator('#articles-table tr.row-detail:not([hidden])').getByText('Descripción larga')).toBeVisible();
});

for (const [width, height] of [[1024, 768], [768, 1024]] as const) {
  test(`tablet ${width}×${height}: a list too narrow for its table shows cards, each row's menu in view, nothing scrolls sideways`, async ({ page }) => {
    test.slow(); // thirteen lists
    await page.setViewportSize({ width, height });
    const signedInAs = {};
    for (const list of lists) {
      await openList(page, list, signedInAs);
      const first = dataRows(page).first();
      await expect(first).toBeVisible();
      expect(await page.locator(`${list.table} > table`).evaluate((table) => getComputedStyle(table).display), `${list.path} as cards`).toBe('block');
      expect(await page.locator(list.table).evaluate((box) => box.scrollWidth - box.clientWidth), list.path).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // The row's last cell (its menu or expand toggle, else its last field) is in view.
      await expect(first.locator('td:visible').last()).toBeInViewport({ ratio: 1 });
      const field = list.keyFields[list.keyFields.length - 1]!;
      expect(await cardLabel(await firstRowCell(page, list.table, field))).toBe(JSON.stringify(field));
      if (list === lists[0]) await expectNoSeriousViolations(page, `${list.path} at ${width}`);
    }
  });
}

test("shared components take the size and colour their caller asks for: a row's menu, the language menu, a button's spinner, an empty list's card", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  // The first booking that still offers an action (a collected or deleted one has no menu).
  await dataRows(page).getByRole('button', { name: /^Acciones de la reserva/ }).first().click();
  const rowMenu = page.locator('[popover]:popover-open');
  await expect(rowMenu).toHaveCount(1);
  // w-56 and p-1 (booking-actions.tsx) over the panel's own w-64 and p-2.
  expect(await rowMenu.evaluate((panel) => [panel.getBoundingClientRect().width, getComputedStyle(panel).paddingTop])).toEqual([224, '4px']);
  await expect(rowMenu).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cambiar idioma' }).click();
  await expect(page.locator('[popover]:popover-open')).toHaveCount(1);
  expect(await page.locator('[popover]:popover-open').evaluate((panel) => panel.getBoundingClientRect().width)).toBe(224);
  await page.keyboard.press('Escape');
  // The filter button's spinner (shown while the list reloads) is the button's text colour at 20 px, not primary on primary.
  const filter = page.locator('form[role=search] button[type=submit]');
  const [buttonColor, spinnerColor, spinnerWidth] = await filter.evaluate((button) => {
    const spinner = getComputedStyle(button.querySelector('.icon-mask-loader-circle')!);
    return [getComputedStyle(button).color, spinner.color, spinner.width];
  });
  expect([spinnerColor, spinnerWidth]).toEqual([buttonColor, '20px']);
  await page.goto('/usuarios?last_name=Nadie-se-llama-asi');
  const empty = page.getByRole('status').filter({ hasText: 'No hay usuarios que coincidan con los filtros.' });
  await expect(empty).toBeVisible();
  expect(await empty.evaluate((text) => getComputedStyle(text.parentElement!.parentElement!).paddingTop)).toBe('0px');
});

test('the service operator lands on the pending receipts and sees nothing of a tenant\'s statement', async ({ page }) => {
  await signIn(page, accounts.serviceOperator);
  await expect(page).toHaveURL(/\/estado-de-cuenta$/);
  await expect(page.getByRole('heading', { name: 'Comprobantes de transferencia pendientes' })).toBeInViewport();
  // Decided on the server: the tenant's balance, statement and credit actions are not in the page at all.
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await expect(page.locator('#movements-table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Subir comprobante' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Recargar créditos' })).toHaveCount(0);
  // A business still sees its own statement and actions on the same page.
  await page.context().clearCookies();
  await signIn(page, accounts.admin);
  await page.goto('/estado-de-cuenta');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recargar créditos' }).first()).toBeVisible();
});

test('an empty list offers its next step: create when nothing is filtered, clear the filters otherwise', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/reservas?description=no-existe-ninguna');
  // A phone shows the list as cards, each field under its column's name; the message spans the row and is no column's.
  const message = page.locator('#bookings-empty > td');
  await expect(message).toContainText('No hay reservas');
  expect(await message.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('main').getByRole('link', { name: 'Limpiar filtros' }).last().click();
  await expect(page).toHaveURL(/\/reservas$/);
  await page.goto('/apartamentos?block=no-existe-ninguno');
  await expect(page.getByText(/No hay apartamentos/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Limpiar filtros' }).last()).toBeVisible();
});

test('receipts: statuses are badges and the booking number opens the booking', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/comprobantes');
  const status = dataRows(page).first().locator('.status-badge');
  await expect(status).toHaveText(/^(Aprobada|Rechazada)$/);
  const booking = dataRows(page).locator('td:nth-child(2) a').first();
  const id = (await booking.textContent())!.trim();
  await booking.click();
  await expect(page).toHaveURL(new RegExp(`/reservas/${id}$`));
});

test("receipts: the detail toggle shows on a laptop's table only; a phone's card already has the transaction date", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, accounts.admin);
  await page.goto('/comprobantes');
  const toggle = dataRows(page).first().getByRole('button', { name: /^Ver el detalle del comprobante/ });
  await expect(toggle).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(toggle).toBeHidden();
  await expect(dataRows(page).first().locator('time')).toBeVisible();
});

test('applied filters show as chips; removing one is a link that keeps the others', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas?status=3&size_id=1');
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('link', { name: /^Quitar el filtro/ })).toHaveCount(2);
  await expect(page.locator('summary', { hasText: 'Filtros' })).toContainText('2');
  await expect(page.getByRole('search')).toBeHidden();
  await chips.getByRole('link', { name: 'Quitar el filtro Estado: Ingresado' }).click();
  await expect(page).toHaveURL(/\/reservas\?size_id=1$/);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link', { name: /^Quitar el filtro/ })).toHaveCount(1);
  await page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/reservas$/);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toHaveCount(0);
});

test.describe('a phone with a touch screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a booking's card: its controls are a thumb's size, and its detail does not repeat the contact the card shows", async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/reservas');
    // A booking the admin can still act on (other tests leave deleted ones on top).
    const card = dataRows(page).filter({ has: page.getByRole('button', { name: /Acciones de la reserva/ }) }).first();
    for (const control of [card.getByRole('link').first(), card.getByRole('button', { name: /Acciones de la reserva/ }), card.getByRole('button', { name: /Mostrar detalles/ })]) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height), await control.innerText().catch(() => '')).toBeGreaterThanOrEqual(44);
    }
    await card.getByRole('button', { name: /Mostrar detalles/ }).click();
    const detail = page.locator('tr.row-detail:not([hidden])').first();
    await expect(detail.getByText('Fecha de creación')).toBeVisible();
    await expect(detail.getByText('Correo electrónico', { exact: true })).toBeHidden();
    await expect(card.locator('td.card-wide')).toBeVisible();
  });
});
