// The service operator sets what a business pays for an overdue parcel or code (docs/domain/tenants.md): it finds
// the business on /empresas, types the amounts (refused, with the reason, unless whole credits 0–100,000), saves,
// and the business's own prices page states them. A business's "*" administrator cannot open the screen.
import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousViolations, row } from './admin-support';
import { accounts, mainMenu, signIn } from './support';

const business = 'Comercio Nuevo';

async function pricesOf(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto('/precios');
  const overdue = page.getByRole('region', { name: 'Vencimientos' });
  const texts = {
    dailyFine: await overdue.getByRole('listitem').filter({ hasText: 'Multa diaria por paquete no retirado' }).innerText(),
    lapseFee: await overdue.getByRole('listitem').filter({ hasText: 'Código de ingreso sin usar a las 48 horas' }).innerText(),
  };
  await context.close();
  return texts;
}

test.describe.configure({ mode: 'serial' });

test('the service operator sets a business\'s daily fine and lapse fee, and the business\'s prices page states them', async ({ page, browser }) => {
  await signIn(page, accounts.serviceOperator);
  await mainMenu(page).getByRole('link', { name: 'Empresas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  // Its own business is not among them.
  await expect(row(page, 'Lockers Operaciones')).toHaveCount(0);
  // The name filter (the filter bar, as on every list) in the address.
  await page.goto('/empresas?name=nuevo');
  const listed = row(page, business);
  await expect(listed).toContainText('Estándar');
  await expect(listed.getByText('Sin cargo')).toHaveCount(2);

  await listed.getByRole('link', { name: business }).click();
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  const charges = page.getByRole('region', { name: 'Cargos por vencimiento' });
  const dailyFine = charges.getByLabel('Multa diaria por paquete no retirado');
  const lapseFee = charges.getByLabel('Código de ingreso sin usar a las 48 horas');
  await expect(dailyFine).toHaveValue('0');
  await expect(charges.getByText('Por defecto, sin cargo (0).').first()).toBeVisible();

  // Not whole credits from 0 to 100,000: each field says so, and nothing is saved.
  await dailyFine.fill('-3');
  await lapseFee.fill('2,5');
  await charges.getByRole('button', { name: 'Guardar cargos' }).click();
  await expect(dailyFine).toHaveAccessibleDescription(/Ingresá un número entero de créditos, de 0 a 100\.000/);
  await expect(lapseFee).toHaveAccessibleDescription(/Ingresá un número entero de créditos, de 0 a 100\.000/);
  await expect(dailyFine).toBeFocused();
  await lapseFee.fill('');
  await dailyFine.fill('100001');
  await charges.getByRole('button', { name: 'Guardar cargos' }).click();
  await expect(lapseFee).toHaveAccessibleDescription(/Este campo es requerido/);
  expect(await pricesOf(browser, accounts.newcomer)).toEqual({ dailyFine: expect.stringContaining('Sin cargo'), lapseFee: expect.stringContaining('Sin cargo') });

  await dailyFine.fill('12');
  await lapseFee.fill('0');
  await charges.getByRole('button', { name: 'Guardar cargos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se guardaron los cargos por vencimiento' })).toBeVisible();
  await expect(charges.getByRole('definition').first()).toHaveText('12 créditos');
  await expect(dailyFine).not.toHaveAccessibleDescription(/Ingresá/);

  const prices = await pricesOf(browser, accounts.newcomer);
  expect(prices.dailyFine).toContain('12 créditos');
  expect(prices.lapseFee).toContain('Sin cargo');

  await page.goto('/empresas?name=nuevo');
  await expect(row(page, business)).toContainText('12 créditos');
  await expectNoSeriousViolations(page, '/empresas');
});

test('the settings in English, at phone and desktop width, light and dark', async ({ page }) => {
  await signIn(page, accounts.serviceOperator);
  await page.goto('/empresas?name=nuevo');
  const id = (await row(page, business).getByRole('link', { name: business }).getAttribute('href'))!;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/empresas?name=o', id]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: test.info().outputPath(`tenants-${path === id ? 'detail' : 'list'}-${width}-${theme}.png`), fullPage: true });
      }
    }
  }
  await expectNoSeriousViolations(page, 'detail, dark');

  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto(id);
  const charges = page.getByRole('region', { name: 'Overdue charges' });
  await charges.getByLabel('Daily fine for an uncollected parcel').fill('ten');
  await charges.getByRole('button', { name: 'Save charges' }).click();
  await expect(charges.getByLabel('Daily fine for an uncollected parcel')).toHaveAccessibleDescription(/Enter a whole number of credits, from 0 to 100,000/);
  // Back to no charge, as the demo has it.
  await charges.getByLabel('Daily fine for an uncollected parcel').fill('0');
  await charges.getByRole('button', { name: 'Save charges' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The overdue charges were saved' })).toBeVisible();
});

test('a business\'s "*" administrator sees no such menu item and is refused the screen', async ({ page }) => {
  await signIn(page, accounts.admin);
  await expect(mainMenu(page).getByRole('link', { name: 'Empresas' })).toHaveCount(0);
  expect((await page.goto('/empresas'))?.status()).toBe(403);
  // "*" does not open it, so the page does not send them to an administrator of their business.
  await expect(page.locator('main')).toContainText('Esta página es solo para el equipo que opera el servicio de lockers.');
  await expect(page.locator('main')).not.toContainText('administrador');
});
