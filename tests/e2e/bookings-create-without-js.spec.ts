// Creating a booking works before (and without) any JavaScript: "Nueva reserva" is a link to /reservas/nueva, a
// server-rendered form posting to a server action, whose errors the server renders.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken } from './bookings-support';
import { accounts, signIn } from './support';

async function withoutJavaScript(page: Page, browser: Browser, email: string) {
  await signIn(page, email);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return { noJs: await context.newPage(), close: () => context.close() };
}

test("without JavaScript a booking is created from the list, with the server's errors first", async ({ page, browser, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const dashboard = await (await request.get('/api/v2/dashboard', { headers })).json();
  const free = (dashboard.availability as { location_id: number; size_id: number; free: number }[]).find((a) => a.free > 0);
  expect(free, 'a free door to book').toBeDefined();
  const { noJs, close } = await withoutJavaScript(page, browser, accounts.admin);

  await noJs.goto('/reservas');
  await noJs.getByRole('link', { name: 'Nueva reserva' }).first().click();
  await expect(noJs).toHaveURL(/\/reservas\/nueva$/);
  // The balance and what each size costs, before anything is typed.
  await expect(noJs.getByTestId('booking-balance')).toHaveText(/^Tu saldo: [\d.]+ créditos?$/);
  await expect(noJs.getByText(/Cada reserva debita según el tamaño de la puerta: .*\d+ créditos/)).toBeVisible();

  // Sent empty: the server answers with each missing field's error, on its field.
  await noJs.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(noJs.getByLabel(/Referencia de la reserva/)).toHaveAttribute('aria-invalid', 'true');
  await expect(noJs.getByText('Este campo es requerido').first()).toBeVisible();

  const reference = `Sin JavaScript ${Date.now()}`;
  await noJs.getByLabel(/Referencia de la reserva/).fill(reference);
  await noJs.getByLabel('Correo electrónico').fill('no-js@demo.test');
  await noJs.getByLabel(/Locker/).selectOption(String(free!.location_id));
  await noJs.getByLabel(/Tamaño/).selectOption(String(free!.size_id));
  await noJs.getByRole('button', { name: 'Crear reserva' }).click();

  // Created: the booking's own page, with its reference and the drop-off code to hand over, beside its QR.
  await expect(noJs).toHaveURL(/\/reservas\/\d+$/);
  await expect(noJs.getByText(reference)).toBeVisible();
  await expect(noJs.getByRole('img', { name: /^Código QR del Código de ingreso: \d{6}$/ })).toBeVisible();
  await close();
});

test('without credits the create page says so before the form is filled in, with the way to recharge', async ({ page, browser }) => {
  const { noJs, close } = await withoutJavaScript(page, browser, accounts.newcomer);
  await noJs.goto('/reservas/nueva');
  await expect(noJs.getByTestId('booking-balance')).toHaveText('Tu saldo: 0 créditos');
  const notice = noJs.getByRole('alert').filter({ hasText: 'Tu saldo no alcanza para una reserva' });
  await expect(notice.getByRole('link', { name: 'Recargar créditos' })).toHaveAttribute('href', '/estado-de-cuenta?recargar=1');
  await close();
});
