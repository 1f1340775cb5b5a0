import { expect, test } from '@playwright/test';
import { dataRows } from './bookings-support';
import { accounts, signIn } from './support';

test('a business without credits is told "Saldo Insuficiente" once, with a way to recharge, and no booking is made', async ({ page }) => {
  await signIn(page, accounts.newcomer);
  await page.goto('/reservas');
  await expect(page.getByText('Todavía no hay reservas.')).toBeVisible();

  // The empty list offers the next step itself.
  await page.locator('#bookings-empty').getByRole('link', { name: 'Nueva reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  // Before anything is typed: the balance, what each size costs, and that it covers none, with the way out.
  await expect(dialog.getByTestId('booking-balance')).toHaveText('Tu saldo: 0 créditos');
  await expect(dialog.getByText(/Pequeño · [\d.]+ créditos/)).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Tu saldo no alcanza para una reserva' }).getByRole('link', { name: 'Recargar créditos' })).toBeVisible();
  await dialog.getByLabel(/Referencia de la reserva/).fill(`Sin saldo ${Date.now()}`);
  await dialog.getByLabel('Correo electrónico').fill('cliente@demo.test');
  await dialog.getByLabel(/Locker/).selectOption({ label: 'Local Cordón' });
  await dialog.getByLabel(/Tamaño/).selectOption({ label: 'Pequeño' });
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();

  const refusal = dialog.getByRole('alert').filter({ hasText: 'Saldo Insuficiente' });
  await expect(refusal).toBeVisible();
  // One message: no toast saying the same on top of the dialog's own actions.
  await expect(page.getByText('Saldo Insuficiente')).toHaveCount(1);
  await expect(refusal.getByRole('link', { name: 'Recargar créditos' })).toHaveAttribute('href', '/estado-de-cuenta?recargar=1');
  // What the user typed stays in the form, to retry after a recharge.
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue(/^Sin saldo/);
  await page.goto('/reservas');
  await expect(dataRows(page)).toHaveCount(0);
});
