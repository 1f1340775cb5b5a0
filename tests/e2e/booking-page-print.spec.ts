// A booking's page on a phone: its transactions as cards, nothing to scroll sideways.
import { expect, test } from '@playwright/test';
import { apiToken, createBookingViaApi } from './bookings-support';
import { deleteBookings } from './excel-support';
import { accounts, signIn } from './support';

test('on a phone the booking\'s transactions are cards: every field in view, nothing scrolls sideways', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Movimientos en el teléfono ${Date.now()}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  const transactions = page.getByRole('table', { name: 'Transacciones' });
  await transactions.scrollIntoViewIfNeeded();
  const card = transactions.locator('tbody tr').first();
  for (const [index, label] of ['Fecha', 'Descripción', 'Movimiento', 'Saldo'].entries()) {
    const cell = card.locator(`td:nth-child(${index + 1})`);
    await expect(cell, label).toBeInViewport({ ratio: 1 });
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(label));
  }
  await expect(card.locator('td:nth-child(2)')).toHaveText(new RegExp(`Reserva #${booking.id} \\(tamaño [^)]+\\)`));
  // The date and time heading the card stay on one line.
  expect(await card.locator('time').evaluate((time) => new Set(Array.from(time.getClientRects(), (r) => Math.round(r.top))).size)).toBe(1);
  expect(await page.locator('#booking-transactions').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await deleteBookings(request, token, [booking.id]);
});
