import { expect, test } from '@playwright/test';
import { apiToken, dataRows } from './bookings-support';
import { deleteBookings, freeDoors } from './excel-support';
import { accounts, signIn } from './support';

test('a pre-booking holds the door without charging, then confirming makes it a Reserva', async ({ page, request }) => {
  const token = await apiToken(request);
  const [door] = await freeDoors(request, token, 1);
  await signIn(page, accounts.admin);
  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  const reference = `Pre ${Date.now()}`;
  await dialog.getByLabel(/Referencia de la reserva/).fill(reference);
  await dialog.getByLabel(/Locker/).selectOption({ label: door!.name });
  await dialog.getByLabel(/Tamaño/).selectOption(String(door!.sizeId));
  const preBooking = dialog.getByLabel('Pre reserva');
  await expect(preBooking).toHaveAccessibleDescription(/sin debitar créditos/);
  await preBooking.check();
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  // The modal says what was made and what it means: no code yet (it opens nothing until confirmed), the deadline to
  // confirm it, and the way to the booking.
  const created = page.getByRole('dialog', { name: /^Pre reserva \d+ creada$/ });
  const title = created.getByRole('heading', { name: /^Pre reserva \d+ creada$/ });
  await expect(title).toBeFocused();
  const id = (await title.innerText()).match(/\d+/)![0];
  await expect(created.getByText(/sin debitar créditos hasta el \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}\. Confirmala antes/)).toBeVisible();
  await expect(created.getByText('Código de ingreso', { exact: true })).toHaveCount(0);
  await expect(created.getByRole('link', { name: 'Ver reserva' })).toHaveAttribute('href', `/reservas/${id}`);

  await page.goto(`/reservas?id=${id}`);
  const row = dataRows(page).filter({ hasText: reference });
  await expect(row.getByText('Pre reserva', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Acciones de la reserva ${id}` }).click();
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByText('Reserva confirmada: se debitaron los créditos.')).toBeVisible();
  await expect(row.getByText('Reserva', { exact: true })).toBeVisible();

  await page.goto(`/reservas/${id}`);
  await expect(page.getByText('Pre reserva creada')).toBeVisible();
  await expect(page.getByText('Pre reserva confirmada')).toBeVisible();
  // Its door goes back to the other tests.
  await deleteBookings(request, token, [Number(id)]);
});

test('the pre-booking option is offered only with booking-create-pre', async ({ page }) => {
  await signIn(page, accounts.operator);
  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toBeVisible();
  await expect(dialog.getByLabel('Pre reserva')).toHaveCount(0);
});
