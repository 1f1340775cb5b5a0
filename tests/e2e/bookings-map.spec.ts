import { expect, test } from '@playwright/test';
import { apiToken, createBookingViaApi } from './bookings-support';
import { deleteBookings } from './excel-support';
import { accounts, signIn } from './support';

// One 1×1 PNG stands in for every tile of the map provider, which this machine cannot reach.
const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('the locker map draws from the tile server on request, with its worker, and without a fallback', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Mapa ${Date.now()}`);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: tile }));
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);

  const workerLoaded = page.waitForResponse((response) => response.url().includes('/mapa/worker') && response.ok());
  await page.getByRole('button', { name: 'Ver mapa' }).click();
  const map = page.getByRole('img', { name: `Mapa del locker ${booking.location.description}` });
  await expect(map.locator('canvas')).toBeVisible();
  expect((await workerLoaded).headers()['content-type']).toContain('javascript');
  await expect(page.getByText('Cargando el mapa…')).toHaveCount(0);
  await expect(page.getByText('No se pudo cargar el mapa.')).toHaveCount(0);
  await expect(map.getByText('© OpenStreetMap contributors')).toBeAttached();
  await deleteBookings(request, token, [booking.id]);
});

test('when tiles fail the map gives way to the address', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Mapa caído ${Date.now()}`);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('connectionrefused'));
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  await page.getByRole('button', { name: 'Ver mapa' }).click();
  const fallback = page.getByRole('status').filter({ hasText: 'No se pudo cargar el mapa.' });
  await expect(fallback.getByText(booking.location.description)).toBeVisible();
  await expect(page.getByRole('img', { name: /Mapa del locker/ })).toHaveCount(0);
  await deleteBookings(request, token, [booking.id]);
});
