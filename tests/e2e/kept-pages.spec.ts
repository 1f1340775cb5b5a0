// Kept pages (lib/render-cache): a reload of a list is answered with the page rendered for the same session while
// nothing it shows has changed. What a user must never notice: an old list after a change, a page that no longer
// works, or a page shown to a session that has ended.
import { expect, test } from '@playwright/test';
import { apiToken, createBookingViaApi, dataRows } from './bookings-support';
import { accounts, loadUntilKept, signIn } from './support';

test('a kept bookings list still works: its scripts run, with no policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, accounts.admin);
  await loadUntilKept(page, '/reservas');
  const toggle = page.getByRole('button', { name: /^Mostrar detalles de la reserva/ }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a booking created or deleted elsewhere shows on the next load of a kept list', async ({ page, request }) => {
  await signIn(page, accounts.admin);
  await loadUntilKept(page, '/reservas');
  const token = await apiToken(request);
  const reference = `Guardada ${Date.now().toString(36)}`;
  const booking = await createBookingViaApi(request, token, reference);
  const reply = await page.goto('/reservas');
  // Never the kept copy: rendered again here, or by the other server process, which may not have kept it at all.
  expect(reply?.headers()['x-render-cache']).not.toBe('hit');
  await expect(dataRows(page).filter({ hasText: reference })).toHaveCount(1);
  // Deleted again (its door is free for the tests after this one): the list says so at once.
  await loadUntilKept(page, '/reservas');
  expect((await request.delete(`/api/v2/booking/${booking.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.goto('/reservas');
  await expect(dataRows(page).filter({ hasText: reference })).toContainText('Eliminada');
});

test('a kept list is not shown to a session that has signed out', async ({ page }) => {
  await signIn(page, accounts.operator);
  await loadUntilKept(page, '/reservas');
  const session = await page.context().cookies();
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion/);
  // The old cookie again, as a copy of it would be sent: its token was revoked with the sign-out.
  await page.context().addCookies(session);
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await page.goto('/reservas');
    expect(reply?.headers()['x-render-cache']).toBeUndefined();
    await expect(page).toHaveURL(/\/(iniciar-sesion|sesion-expirada)/);
  }
});
