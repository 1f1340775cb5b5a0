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

test('the delivery man sees the counts but cannot act on expired pickups', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  await page.goto('/');
  await expect(page.locator('main').getByText('Puertas libres', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toHaveCount(0);
});
