// Forced opening on a booking's page: with the parcel just dropped off the page says from which day the door can
// be forced open and offers no button (the 15 days after the notice are checked by the backend too:
// tests/api/bookings-force-open.test.ts); without booking-authorize nothing about it shows.
import { expect, test } from '@playwright/test';
import { apiToken, createBookingViaApi, dropOff, getBookingViaApi, pickUp } from './bookings-support';
import { accounts, signIn } from './support';

test('a parcel dropped off today: forced opening is announced for 15 days later, with no button yet', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Apertura forzada ${Date.now()}`);
  await dropOff(request, token, booking);

  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  // The date itself (15 days after the drop-off) is checked without a browser: tests/unit/forced-opening.test.ts.
  const note = page.getByText(/^Apertura forzada posible desde el /);
  await expect(note).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forzar apertura' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, accounts.operator);
  await page.goto(`/reservas/${booking.id}`);
  await expect(page.getByRole('heading', { name: `Reserva ${booking.id}`, exact: true })).toBeVisible();
  await expect(page.getByText(/Apertura forzada/)).toHaveCount(0);

  // The door is needed by other tests: the parcel is collected again.
  await pickUp(request, token, await getBookingViaApi(request, token, booking.id));
});
