// A booking's direct actions (authorize, resend, renew, confirm) are a form posting to a server action: pressed
// before the page's JavaScript has run (a slow link) or without JavaScript at all, they still run, and the page they
// land on shows the booking as it is now and what happened, once. With JavaScript they answer in place, with a
// toast, as before.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, createBookingViaApi, dropOff, getBookingViaApi, pickUp, type ApiBooking } from './bookings-support';
import { accounts, signIn, untilInteractive } from './support';

async function withoutJavaScript(page: Page, browser: Browser) {
  await signIn(page, accounts.admin);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return { noJs: await context.newPage(), close: () => context.close() };
}

/** A parcel in the locker (Ingresado): it offers resend and authorize; picked up at the end, which frees its door. */
async function parcelInLocker(request: APIRequestContext, token: string, label: string): Promise<ApiBooking> {
  const booking = await createBookingViaApi(request, token, `${label} ${Date.now()}`);
  await dropOff(request, token, booking);
  return getBookingViaApi(request, token, booking.id);
}

/** The booking's history, where every command leaves its entry. */
const history = (page: Page) => page.locator('main').getByRole('heading', { name: 'Historial de cambios' }).locator('..');

test('before the page’s code has run, Autorizar retiro runs and the page answers with the outcome and the new status', async ({ page, request }) => {
  const token = await apiToken(request);
  const parcel = await parcelInLocker(request, token, 'Antes del código');
  await signIn(page, accounts.admin);
  // A slow link: the page's scripts never arrive, so React never attaches a handler (inline scripts still run).
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());

  await page.goto(`/reservas/${parcel.id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Autorizar retiro' }).click();

  await expect(page).toHaveURL(new RegExp(`/reservas/${parcel.id}$`));
  await expect(page.locator('main').getByRole('status').filter({ hasText: 'Retiro autorizado.' })).toBeVisible();
  await expect(page.locator('main').getByText('Autorizacion retiro', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Autorizar retiro' })).toHaveCount(0);
  expect((await getBookingViaApi(request, token, parcel.id)).status.id).toBe(11);

  await pickUp(request, token, parcel);
});

test('without JavaScript, Reenviar código and Autorizar retiro run: the page says so once, with their history entries and the new status', async ({ page, browser, request }) => {
  const token = await apiToken(request);
  const parcel = await parcelInLocker(request, token, 'Sin JavaScript');
  const { noJs, close } = await withoutJavaScript(page, browser);
  const said = (text: string) => noJs.locator('main').getByRole('status').filter({ hasText: text });

  await noJs.goto(`/reservas/${parcel.id}`);
  await expect(history(noJs).getByText(/^Código reenviado/)).toHaveCount(0);
  await noJs.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(noJs).toHaveURL(new RegExp(`/reservas/${parcel.id}$`));
  await expect(said('Código reenviado.')).toBeVisible();
  await expect(history(noJs).getByText(/^Código reenviado/)).toHaveCount(1);
  // Said once: a reload shows the booking without it (and posts nothing again).
  await noJs.reload();
  await expect(history(noJs).getByText(/^Código reenviado/)).toHaveCount(1);
  await expect(said('Código reenviado.')).toHaveCount(0);

  await noJs.getByRole('button', { name: 'Autorizar retiro' }).click();
  await expect(noJs).toHaveURL(new RegExp(`/reservas/${parcel.id}$`));
  await expect(said('Retiro autorizado.')).toBeVisible();
  await expect(history(noJs).getByText(/^Retiro autorizado/)).toHaveCount(1);
  await expect(noJs.locator('main').getByText('Autorizacion retiro', { exact: true }).first()).toBeVisible();
  await expect(noJs.getByRole('button', { name: 'Autorizar retiro' })).toHaveCount(0);
  expect((await getBookingViaApi(request, token, parcel.id)).status.id).toBe(11);

  await close();
  await pickUp(request, token, parcel);
});

test('without JavaScript, a refused action says why: a page opened before someone else authorized the pickup', async ({ page, browser, request }) => {
  const token = await apiToken(request);
  const parcel = await parcelInLocker(request, token, 'Sin JavaScript, a destiempo');
  const { noJs, close } = await withoutJavaScript(page, browser);

  await noJs.goto(`/reservas/${parcel.id}`);
  const authorized = await request.post(`/api/v2/booking/${parcel.id}/authorize`, { headers: { authorization: `Bearer ${token}` } });
  expect(authorized.status()).toBe(200);
  await noJs.getByRole('button', { name: 'Autorizar retiro' }).click();

  await expect(noJs).toHaveURL(new RegExp(`/reservas/${parcel.id}$`));
  await expect(noJs.locator('main').getByRole('alert')).toHaveText('Solo se puede autorizar el retiro de un paquete ingresado o con el retiro vencido.');
  await expect(noJs.locator('main').getByText('Autorizacion retiro', { exact: true }).first()).toBeVisible();
  await expect(history(noJs).getByText(/^Retiro autorizado/)).toHaveCount(1);

  await close();
  await pickUp(request, token, parcel);
});

test('with JavaScript, Autorizar retiro answers in place (a toast, the new status, no page load); a forged id is refused', async ({ page, request }) => {
  const token = await apiToken(request);
  const parcel = await parcelInLocker(request, token, 'Con JavaScript');
  await signIn(page, accounts.admin);

  await page.goto(`/reservas/${parcel.id}`);
  const authorize = page.getByRole('button', { name: 'Autorizar retiro' });
  await untilInteractive(authorize);
  // A mark on this document: a page load would lose it.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  // What a hand-made post would send: an id that is no booking's. Refused, and nothing changes.
  const idField = page.locator(`form#booking-actions-${parcel.id} input[name="id"]`);
  await idField.evaluate((input) => ((input as HTMLInputElement).value = '12abc'));
  await authorize.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error inesperado!' })).toBeVisible();
  expect((await getBookingViaApi(request, token, parcel.id)).status.id).toBe(3);

  await idField.evaluate((input, id) => ((input as HTMLInputElement).value = id), String(parcel.id));
  await authorize.click();
  await expect(page.getByRole('status').filter({ hasText: 'Retiro autorizado.' })).toBeVisible();
  await expect(page.locator('main').getByText('Autorizacion retiro', { exact: true }).first()).toBeVisible();
  await expect(authorize).toHaveCount(0);
  // The toast says it; the page keeps no message of its own, neither now nor on the next load.
  await expect(page.getByText('Retiro autorizado.', { exact: true })).toHaveCount(1);
  await expect(page.locator('main').getByRole('status').filter({ hasText: 'Retiro autorizado.' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await page.reload();
  await expect(page.locator('main').getByText('Autorizacion retiro', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Retiro autorizado.', { exact: true })).toHaveCount(0);

  await pickUp(request, token, parcel);
});
