// The comments thread on a booking's page: with booking-comments a blank comment is refused on its field, a real
// one shows with its author and stays after a reload; without the permission the section is not there at all.
import { expect, test } from '@playwright/test';
import { toastText } from './admin-support';
import { apiToken, createBookingViaApi } from './bookings-support';
import { accounts, signIn } from './support';

test('comments on a booking: refused blank, added with the author, kept; hidden without booking-comments', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Comentarios ${Date.now()}`);

  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  const section = page.getByRole('heading', { name: 'Comentarios' }).locator('..');
  await expect(section.getByText('Todavía no hay comentarios.')).toBeVisible();
  await section.getByRole('button', { name: 'Agregar comentario' }).click();
  await expect(section.getByRole('textbox', { name: 'Comentario' })).toHaveAccessibleDescription('Este campo es requerido');

  await section.getByRole('textbox', { name: 'Comentario' }).fill('El destinatario pasa el lunes.');
  await section.getByRole('button', { name: 'Agregar comentario' }).click();
  await expect(toastText(page, 'Comentario agregado.')).toBeVisible();
  const thread = section.getByRole('list', { name: 'Comentarios' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('El destinatario pasa el lunes.');
  await expect(section.getByRole('textbox', { name: 'Comentario' })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Comentarios' })).toContainText('El destinatario pasa el lunes.');

  // The operator sees the booking but holds no booking-comments.
  await page.context().clearCookies();
  await signIn(page, accounts.operator);
  await page.goto(`/reservas/${booking.id}`);
  await expect(page.getByRole('heading', { name: `Reserva ${booking.id}`, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comentarios' })).toHaveCount(0);
  await expect(page.getByText('El destinatario pasa el lunes.')).toHaveCount(0);

  // The door is needed by other tests.
  expect((await request.delete(`/api/v2/booking/${booking.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
});
