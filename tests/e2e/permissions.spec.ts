import { expect, test } from '@playwright/test';
import { accounts, mainMenu, signIn } from './support';

test('the administrator sees the whole standard menu', async ({ page }) => {
  await signIn(page, accounts.admin);
  const menu = mainMenu(page);
  for (const label of ['Inicio', 'Reservas', 'Usuarios', 'Residentes', 'Estado de cuenta', 'Comprobantes', 'Apartamentos', 'Artículos', 'Lockers', 'Precios']) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }
  // Sales and stock belong to custom deployments only.
  await expect(menu.getByRole('link', { name: 'Ventas' })).toHaveCount(0);
});

test('the delivery man sees only bookings and the items for everybody', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  const links = mainMenu(page).getByRole('link');
  await expect(links).toHaveText(['Inicio', 'Reservas', 'Configuración de la cuenta', 'Ayuda']);
});

test('the enterprise tenant with the custom flag sees sales and stock', async ({ page }) => {
  await signIn(page, accounts.enterprise);
  await expect(mainMenu(page).getByRole('link', { name: 'Ventas' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Stock' })).toBeVisible();
});

test('a page outside the user’s permissions is refused by the server with 403', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  const response = await page.goto('/estado-de-cuenta');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Estado de cuenta' })).toHaveCount(0);
  await expect(page.getByText('No tenés permiso para ver esta página.')).toBeVisible();
  // Who can open it, and the way back.
  await expect(page.locator('main')).toContainText('Si necesitás verla, pedile a un administrador de tu empresa que te dé acceso.');
  await page.locator('main').getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
});

test('a custom-only page is refused on a standard tenant even for an administrator', async ({ page }) => {
  await signIn(page, accounts.admin);
  const response = await page.goto('/ventas');
  expect(response?.status()).toBe(403);
  // No permission opens it, so the page sends nobody to an administrator.
  await expect(page.locator('main')).toContainText('Esta página no está disponible para tu empresa.');
  await expect(page.locator('main')).not.toContainText('administrador');
});
