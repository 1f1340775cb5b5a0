// The service operator keeps which providers an enterprise business works with (docs/domain/tenants.md): on the
// enterprise's page it finds a business by name and adds it, removes one after confirming, and the enterprise sees
// the change in its own list of providers (GET /enterprise-providers, /usuarios/proveedores). A standard business
// has no such list.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations, row } from './admin-support';
import { apiToken } from './bookings-support';
import { accounts, signIn } from './support';

const enterprise = 'Empresa Demo';

async function providersSeenBy(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const reply = await request.get('/api/v2/enterprise-providers', { headers: { authorization: `Bearer ${token}` } });
  return ((await reply.json()).data as { name: string; own: boolean }[]).filter((p) => !p.own).map((p) => p.name);
}

test('the operator adds and removes an enterprise\'s provider, and the enterprise\'s list follows', async ({ page, request }) => {
  expect(await providersSeenBy(request, accounts.enterprise)).toEqual(['Comercio Nuevo']);
  await signIn(page, accounts.serviceOperator);
  await page.goto('/empresas?name=Empresa');
  await row(page, enterprise).getByRole('link', { name: enterprise }).click();
  const providers = page.getByRole('region', { name: 'Proveedores con los que trabaja' });
  await expect(providers.getByText('Comercio Nuevo', { exact: true })).toBeVisible();

  await providers.getByLabel('Buscar una empresa para agregar').fill('demo');
  await providers.getByRole('button', { name: 'Buscar' }).click();
  const found = providers.getByRole('region', { name: 'Empresas encontradas' });
  // The enterprise itself and the operator's own business are never offered.
  await expect(found.getByRole('button', { name: 'Agregar Demo Lockers' })).toBeVisible();
  await expect(found.getByRole('button', { name: `Agregar ${enterprise}` })).toHaveCount(0);
  await found.getByRole('button', { name: 'Agregar Demo Lockers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se agregó el proveedor' })).toBeVisible();
  await expect(providers.getByRole('button', { name: 'Quitar Demo Lockers' })).toBeVisible();
  expect(await providersSeenBy(request, accounts.enterprise)).toEqual(['Comercio Nuevo', 'Demo Lockers']);
  await expectNoSeriousViolations(page, 'providers');

  await providers.getByRole('button', { name: 'Quitar Demo Lockers' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: '¿Quitar Demo Lockers?' });
  await confirm.getByRole('button', { name: 'Quitar Demo Lockers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se quitó el proveedor' })).toBeVisible();
  await expect(providers.getByRole('button', { name: 'Quitar Demo Lockers' })).toHaveCount(0);
  expect(await providersSeenBy(request, accounts.enterprise)).toEqual(['Comercio Nuevo']);
});

test('a standard business has no providers to keep; the search says when nothing matches', async ({ page }) => {
  await signIn(page, accounts.serviceOperator);
  await page.goto('/empresas?name=Comercio');
  await row(page, 'Comercio Nuevo').getByRole('link', { name: 'Comercio Nuevo' }).click();
  const providers = page.getByRole('region', { name: 'Proveedores con los que trabaja' });
  await expect(providers).toContainText('Solo una empresa corporativa trabaja con otros proveedores');
  await expect(providers.getByRole('search')).toHaveCount(0);

  await page.goto('/empresas?name=Empresa');
  const href = (await row(page, enterprise).getByRole('link', { name: enterprise }).getAttribute('href'))!;
  await page.goto(`${href}?proveedor=${encodeURIComponent('no existe ninguna')}`);
  await expect(page.getByRole('region', { name: 'Proveedores con los que trabaja' }).getByRole('status')).toHaveText('Ninguna otra empresa coincide con la búsqueda.');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${href}?proveedor=demo`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`tenant-providers-${width}-${theme}.png`), fullPage: true });
    }
  }
  await expectNoSeriousViolations(page, 'providers, dark');

  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.goto(href);
  await expect(page.getByRole('region', { name: 'Providers it works with' }).getByText('Comercio Nuevo', { exact: true })).toBeVisible();
});

test('the enterprise\'s staff find their providers from the team list; a standard business has no such link', async ({ page }) => {
  await signIn(page, accounts.enterprise);
  await page.goto('/usuarios');
  await page.getByRole('link', { name: 'Proveedores' }).click();
  await expect(page).toHaveURL(/\/usuarios\/proveedores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Proveedores' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Proveedores' });
  await expect(list.getByRole('listitem')).toHaveText(['Comercio Nuevo']);
  // The business itself is not its own provider.
  await expect(list.getByText(enterprise)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'enterprise providers');

  await page.context().clearCookies();
  await signIn(page, accounts.admin);
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proveedores' })).toHaveCount(0);
  await page.goto('/usuarios/proveedores');
  await expect(page.getByText('Solo una empresa corporativa trabaja con otros proveedores; la tuya es estándar.')).toBeVisible();
});
