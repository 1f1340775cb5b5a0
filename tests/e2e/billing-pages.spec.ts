// The POS receipts list and its print view, the prices screen, and accessibility of every billing screen.
import { expect, test, type Page } from '@playwright/test';
import { columnTexts, dataRows } from './bookings-support';
import { expectNoSeriousViolations, rulesFor } from './axe';
import { accounts, signIn, openFilters } from './support';

test('receipts list 25 per page by id ascending, filter by phone, and print one', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/comprobantes');
  await expect(dataRows(page)).toHaveCount(25);
  const ids = (await columnTexts(page, 1)).map(Number);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  await expect(page.getByRole('columnheader', { name: 'Celular' })).toHaveCount(0);

  await openFilters(page);
  await page.getByLabel('Celular').fill('091000000');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/comprobantes\?phone_number=091000000$/);
  await expect(dataRows(page)).toHaveCount(1);
  const id = (await columnTexts(page, 1))[0]!;
  await page.getByRole('button', { name: `Ver el detalle del comprobante ${id}` }).click();
  await expect(page.locator(`#row-detail-${id}`)).toContainText('Fecha de la transacción');

  await page.getByRole('link', { name: `Imprimir el comprobante ${id}` }).click();
  await expect(page).toHaveURL(`/comprobantes/${id}/imprimir`);
  await expect(page.getByRole('heading', { name: 'Comprobante de pago' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByTestId('receipt-total')).toHaveText(/149/);
  // The payment's date in Montevideo time (docs/domain/data-model.md: a selected receipt holds its transaction_date).
  await expect(page.getByTestId('receipt-date')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('receipt-screen.png'), fullPage: true });

  // 80 mm thermal paper: nothing wider than the page, and the print button is not printed.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 302, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(302);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('receipt-80mm.png'), fullPage: true });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: test.info().outputPath('receipt-a4.png'), fullPage: true });
});

/** In the receipt: values a line break splits inside a word, and dates split at all (each named by its text). */
function brokenValues(page: Page) {
  return page.locator('article dd').evaluateAll((values) =>
    values.flatMap((dd) => {
      const lines = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      };
      const broken = Array.from(dd.querySelectorAll('time')).filter((time) => lines(time) > 1).map((time) => time.textContent ?? '');
      const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1) broken.push(word[0]);
        }
      }
      return broken;
    }),
  );
}

test('a printed receipt never breaks a date or a word, on a phone and on the 80 mm ticket', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/comprobantes/1/imprimir');
  await expect(page.getByTestId('receipt-date')).toBeVisible();
  await expect(page.getByText('Lucía Fernández', { exact: true })).toBeVisible();
  expect(await brokenValues(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 272, height: 700 });
  expect(await brokenValues(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(272);
  await page.screenshot({ path: test.info().outputPath('receipt-72mm.png'), fullPage: true });
});

test('a rejected card payment is no receipt: no print link in the list, and its page says it is worth nothing', async ({ page, context }) => {
  await signIn(page, accounts.admin);
  await page.goto('/comprobantes?status=RECHAZADA');
  const rows = dataRows(page);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByRole('link', { name: /^Imprimir el comprobante/ })).toHaveCount(0);
  const id = (await columnTexts(page, 1))[0]!;
  await page.goto('/comprobantes?status=APROBADA');
  await expect(dataRows(page).first().getByRole('link', { name: /^Imprimir el comprobante/ })).toBeVisible();

  // Opened anyway (an old link): the title says what it is, on screen, on paper and in the printed page header.
  await page.goto(`/comprobantes/${id}/imprimir`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago rechazado: sin validez como comprobante');
  await expect(page).toHaveTitle(new RegExp(`^Pago rechazado #${id}`));
  await expect(page.getByText('Comprobante de pago')).toHaveCount(0);
  // The amount is a plain line, not the receipt's bold total.
  await expect(page.getByTestId('receipt-total')).toHaveCount(0);
  const amount = page.locator('article dt', { hasText: 'Importe' }).locator('xpath=following-sibling::dd[1]');
  await expect(amount).toHaveText(/^\$\s\d+$/);
  await expect(amount).toHaveCSS('font-weight', '500');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rejected-payment-print.png'), fullPage: true });

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: new URL('/', page.url()).href }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rejected payment: not valid as a receipt');
});

test('the statement filters by a balance typed with a thousands separator, as people write it here', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/estado-de-cuenta');
  const shown = (await columnTexts(page, 5))[0]!.trim();
  const plain = shown.replaceAll('.', '');
  expect(Number(plain)).toBeGreaterThanOrEqual(1000);
  // "5.000" for 5000: es-UY groups thousands with a dot (the table itself groups from 10.000 on).
  const typed = Number(plain).toLocaleString('de-DE', { useGrouping: 'always' });
  await openFilters(page);
  await page.getByLabel('Saldo').fill(typed);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`current_credits=${typed.replace('.', '\\.')}$`));
  await expect(page.getByLabel('Saldo')).toHaveValue(plain);
  const balances = await columnTexts(page, 5);
  expect(balances.length).toBeGreaterThan(0);
  expect(new Set(balances.map((text) => text.trim()))).toEqual(new Set([shown]));
});

test('a receipts list the API refuses still shows the screen and its filters, with a note saying it could not load', async ({ page }) => {
  await signIn(page, accounts.admin);
  // The screen takes amounts of up to nine digits; the API refuses one over 100 000 000 with a 422.
  const response = await page.goto('/comprobantes?total_amount=999999999');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Comprobantes' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar los comprobantes' })).toHaveText('No pudimos cargar los comprobantes. Probá de nuevo en unos instantes.');
  // The filters stay, behind their (closed) panel.
  await openFilters(page);
  await expect(page.getByRole('button', { name: 'Filtrar' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(0);
});

test('a receipt of another tenant or a missing one is a 404 print page', async ({ page }) => {
  await signIn(page, accounts.admin);
  expect((await page.goto('/comprobantes/999999/imprimir'))?.status()).toBe(404);
  expect((await page.goto('/comprobantes/abc/imprimir'))?.status()).toBe(404);
});

test('prices say nothing of a fee being added when the unused drop-off code costs nothing', async ({ page, browser }) => {
  // The demo tenant sets no fee; Empresa Demo charges 25 credits (backend/seed/demo.ts).
  const lapseFee = (p: Page) => p.getByRole('region', { name: 'Vencimientos' }).getByRole('listitem').filter({ hasText: 'Código de ingreso sin usar a las 48 horas' });
  await signIn(page, accounts.admin);
  await page.goto('/precios');
  await expect(lapseFee(page)).toContainText('Sin cargo');
  await expect(lapseFee(page)).not.toContainText('este cargo se suma');
  const charged = await (await browser.newContext()).newPage();
  await signIn(charged, accounts.enterprise);
  await charged.goto('/precios');
  await expect(lapseFee(charged)).toContainText('25 créditos');
  await expect(lapseFee(charged)).toContainText('La reserva vence y su precio no se devuelve; este cargo se suma.');
  await charged.context().close();
});

test('prices show each door with its price including VAT, credits and dimensions, and the credit packs', async ({ page }) => {
  await signIn(page, accounts.operator);
  await page.goto('/precios');
  for (const price of ['$ 149', '$ 179', '$ 199']) await expect(page.getByText(price, { exact: true })).toBeVisible();
  await expect(page.getByText('9 × 34 × 47 cm')).toBeVisible();
  await expect(page.getByText('31,5 × 34 × 47 cm')).toBeVisible();
  for (const credits of ['122', '147', '163']) await expect(page.getByText(credits, { exact: true })).toBeVisible();
  for (const pack of ['4.000 créditos', '7.000 créditos', '10.000 créditos']) await expect(page.getByRole('heading', { name: pack })).toBeVisible();
  for (const price of ['$ 4.880', '$ 8.540', '$ 12.200']) await expect(page.getByText(price, { exact: true })).toBeVisible();
  // The VAT note's example is the last pack's own price.
  await expect(page.getByText('un depósito de $ 12.200 equivale a 10.000 créditos')).toBeVisible();
  await page.getByRole('link', { name: 'Comprar créditos' }).click();
  await expect(page.getByRole('dialog', { name: 'Recargar créditos' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`billing screens and dialogs have no serious accessibility violations (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, accounts.admin);
    for (const path of ['/estado-de-cuenta', '/comprobantes', '/comprobantes/1/imprimir', '/precios']) {
      await page.goto(path);
      await expectNoSeriousViolations(page, path, rulesFor(theme));
    }
    for (const [param, name] of [['recargar', 'Recargar créditos'], ['comprobante', 'Subir comprobante de transferencia']] as const) {
      await page.goto(`/estado-de-cuenta?${param}=1`);
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectNoSeriousViolations(page, param, rulesFor(theme));
    }
    await page.goto('/estado-de-cuenta?recargar=1');
    await page.getByRole('dialog').getByRole('button', { name: 'Ir a pagar' }).click();
    await expect(page).toHaveURL(/\/sandbox-pago\//);
    await expectNoSeriousViolations(page, 'sandbox checkout', rulesFor(theme));
    await page.getByRole('button', { name: 'Dejar pendiente' }).click();
    await expect(page.getByRole('heading', { name: 'Pago pendiente' })).toBeVisible();
    await expectNoSeriousViolations(page, 'pending return page', rulesFor(theme));
  });
}

test('in English, the statement and the dashboard describe the movements in English', async ({ page, context }) => {
  await signIn(page, accounts.admin);
  // The locale cookie alone (the user's saved language stays Spanish for the other tests).
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto('/estado-de-cuenta');
  const statement = page.getByRole('table', { name: 'Account statement' });
  await expect(statement.getByRole('cell', { name: /^Booking #\d+ \((Small|Medium|Large) door\)$/ }).first()).toBeVisible();
  await expect(statement.getByText(/Reserva #|tamaño|Transferencia bancaria|Recarga de prueba/)).toHaveCount(0);
  await page.goto('/estado-de-cuenta?sortBy=id&orderBy=ASC');
  await expect(statement.getByRole('cell', { name: 'Opening balance', exact: true })).toBeVisible();
  // The demo's test recharge: no jargon, the credits grouped as English writes them.
  await page.goto('/estado-de-cuenta?description=Recarga%20de%20prueba');
  await expect(statement.getByRole('cell', { name: 'Test recharge, free of charge: 4,000 credits', exact: true }).first()).toBeVisible();

  await page.goto('/');
  await expect(page.locator('main').getByText(/^(Booking #|Bank transfer |Test recharge, )/).first()).toBeVisible();
  await expect(page.locator('main').getByText(/Reserva #|Transferencia bancaria|Recarga de prueba/)).toHaveCount(0);
});
