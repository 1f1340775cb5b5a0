import { expect, test } from '@playwright/test';
import { dataRows, sizeIds } from './bookings-support';
import { accounts, expectInSight, signIn } from './support';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`a business without credits is told "Saldo Insuficiente" once, beside the button it pressed, with a way to recharge, and no booking is made (${viewport.width}×${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport);
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
    await dialog.getByLabel(/Tamaño/).selectOption(sizeIds.Pequeño);
    const submit = dialog.getByRole('button', { name: 'Crear reserva' });
    await submit.click();

    const refusal = dialog.getByRole('alert').filter({ hasText: 'Saldo Insuficiente' });
    await expect(refusal).toBeVisible();
    // Where the user is looking: on screen next to the button, not at the end of the form under the footer.
    await expectInSight(refusal);
    await expectInSight(submit);
    // One message: no toast saying the same on top of the dialog's own actions.
    await expect(page.getByText('Saldo Insuficiente')).toHaveCount(1);
    await expect(refusal.getByRole('link', { name: 'Recargar créditos' })).toHaveAttribute('href', '/estado-de-cuenta?recargar=1');
    // What the user typed stays in the form, to retry after a recharge.
    await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue(/^Sin saldo/);
    await page.goto('/reservas');
    await expect(dataRows(page)).toHaveCount(0);
  });
}
