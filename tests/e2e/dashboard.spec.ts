import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

test('the dashboard shows the six counts, the availability and the expired pickups with resend in place', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/');
  for (const label of ['Por ingresar', 'Por retirar', 'Créditos', 'En lockers', 'Retiros autorizados', 'Puertas libres']) {
    await expect(page.locator('main').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Disponibilidad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tienda Centro' })).toBeVisible();

  const expired = page.locator('main').filter({ has: page.getByRole('heading', { name: 'Paquetes con retiro vencido' }) });
  await expect(expired.getByRole('heading', { name: 'Paquetes con retiro vencido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar código' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extender' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar código' }).first().click();
  await expect(page.getByText('Código reenviado.')).toBeVisible();
});

test('a count of one status opens the bookings in that status, and the credits open the statement', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/');
  const counts = page.getByRole('region', { name: 'Resumen' });
  const toTake = counts.getByRole('link', { name: /Por retirar/ });
  const shown = Number((await toTake.locator('p').first().innerText()).replace(/\D/g, ''));
  await toTake.click();
  await expect(page).toHaveURL(/\/reservas\?status=3$/);
  if (shown > 0) await expect(page.locator('tbody tr:not(.row-detail)').first()).toContainText('Ingresado');
  await page.goto('/');
  // Three statuses at once have no filter of their own: a figure only.
  await expect(counts.getByText('En lockers', { exact: true })).toBeVisible();
  await expect(counts.getByRole('link', { name: /En lockers/ })).toHaveCount(0);
  await counts.getByRole('link', { name: /Créditos/ }).click();
  await expect(page).toHaveURL(/\/estado-de-cuenta$/);
});

test('the administrator sees the balance and the latest movements, and goes from there to the statement', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/');
  const billing = page.getByRole('region', { name: 'Facturación' });
  await expect(billing.getByTestId('dashboard-balance')).toHaveText(/créditos?$/);
  await expect(billing.getByRole('heading', { name: 'Últimos movimientos' })).toBeVisible();
  await expect(billing.getByRole('listitem').first()).toBeVisible();
  expect(await billing.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  await expect(billing.getByRole('link', { name: 'Recargar créditos' })).toHaveAttribute('href', '/estado-de-cuenta?recargar=1');
  await billing.getByRole('link', { name: 'Ver el estado de cuenta' }).click();
  await expect(page).toHaveURL(/\/estado-de-cuenta$/);
});

test('the delivery man sees the counts but cannot act on expired pickups nor see billing', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  await page.goto('/');
  await expect(page.locator('main').getByText('Puertas libres', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Facturación' })).toHaveCount(0);
  // Nor the tenant's credits: the balance is not his business.
  await expect(page.locator('main').getByText('Créditos', { exact: true })).toHaveCount(0);
});
