// The extend dialog says where the pickup deadline will land as the days are typed: from the current deadline while
// it is ahead, from now once it has passed (as the backend extends), in Montevideo's clock. Opened from a booking's
// page, a list row's menu and the dashboard's expired pickups; the demo bookings are never extended (other tests read
// their deadlines): the one extension is of a parcel the test drops off itself and then picks up, freeing its door.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiToken, createBookingViaApi, dataRows, dropOff, getBookingViaApi, pickUp } from './bookings-support';
import { accounts, signIn } from './support';

const day = 24 * 3_600_000;

/** An instant as the screens write it in Montevideo (UTC-3 all year): "27/11/2026, 22:51". */
function montevideo(ms: number): string {
  const at = new Date(ms - 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

/** A demo booking with the parcel in the locker (3 Ingresado) and its deadline at least an hour ahead. */
async function bookingDueLater(request: APIRequestContext): Promise<{ id: number; expiresAt: number }> {
  const token = await apiToken(request);
  const reply = await request.get('/api/v2/booking?status=3&perPage=100', { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  const bookings = (await reply.json()).data as { id: number; expiration_date: string }[];
  const found = bookings.find((b) => Date.parse(b.expiration_date) > Date.now() + 3_600_000);
  expect(found, 'a demo booking in Ingresado due later').toBeDefined();
  return { id: found!.id, expiresAt: Date.parse(found!.expiration_date) };
}

const newExpiry = (dialog: Locator) => dialog.getByText(/^Nuevo vencimiento:/);

test('on a booking’s page, the days typed show the deadline they give, counted from the current one', async ({ page, request }) => {
  const booking = await bookingDueLater(request);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  await page.getByRole('button', { name: 'Extender' }).click();
  const dialog = page.getByRole('dialog', { name: `Extender la reserva ${booking.id}` });
  const days = dialog.getByLabel('Días');

  // The 5 days it opens with already say where they lead, under the rule.
  const hint = dialog.getByText('Mínimo 5 días.');
  await expect(days).toHaveValue('5');
  await expect(hint).toBeVisible();
  await expect(newExpiry(dialog)).toHaveText(`Nuevo vencimiento: ${montevideo(booking.expiresAt + 5 * day)}`);
  await days.fill('10');
  await expect(newExpiry(dialog)).toHaveText(`Nuevo vencimiento: ${montevideo(booking.expiresAt + 10 * day)}`);
  // Days the server would refuse give no date.
  for (const refused of ['3', '7,5', 'diez', '', '366']) {
    await days.fill(refused);
    await expect(newExpiry(dialog)).toHaveCount(0);
  }
  // What is typed is checked as it is typed, with the submit's texts, in place of the hint; an emptied field waits.
  for (const [typed, refusal] of [['3', 'No puede ser menor a 5 días'], ['0', 'No puede ser menor a 5 días'], ['7,5', 'Debe ser un número entero'], ['366', 'No puede ser mayor a 365 días']] as const) {
    await days.fill(typed);
    await expect(dialog.getByText(refusal)).toBeVisible();
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(hint).toHaveCount(0);
  }
  await days.fill('');
  await expect(hint).toBeVisible();
  await expect(days).not.toHaveAttribute('aria-invalid', 'true');
  // The submit refuses the empty field; the refusal follows what is typed, and the date comes back with a valid number.
  await dialog.getByRole('button', { name: 'Extender' }).click();
  await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
  await days.fill('365');
  await expect(dialog.getByText('Este campo es requerido')).toHaveCount(0);
  await expect(hint).toBeVisible();
  await expect(newExpiry(dialog)).toHaveText(`Nuevo vencimiento: ${montevideo(booking.expiresAt + 365 * day)}`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
});

test('from a list row’s menu, the dialog knows the row’s deadline', async ({ page, request }) => {
  const booking = await bookingDueLater(request);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas?id=${booking.id}`);
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Acciones de la reserva ${booking.id}` }).click();
  await page.getByRole('button', { name: 'Extender' }).click();
  const dialog = page.getByRole('dialog', { name: `Extender la reserva ${booking.id}` });
  await dialog.getByLabel('Días').fill('7');
  await expect(newExpiry(dialog)).toHaveText(`Nuevo vencimiento: ${montevideo(booking.expiresAt + 7 * day)}`);
});

test('on the dashboard, an expired pickup is extended from now', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/');
  const before = Date.now();
  await page.getByRole('button', { name: 'Extender' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Extender la reserva \d+$/ });
  await dialog.getByLabel('Días').fill('6');
  await expect(newExpiry(dialog)).toBeVisible();
  const shown = (await newExpiry(dialog).innerText()).replace('Nuevo vencimiento: ', '');
  // The dialog read the clock between these two instants.
  const candidates = new Set([montevideo(before + 6 * day), montevideo(Date.now() + 6 * day)]);
  expect(candidates).toContain(shown);
});

test('the toast of an extension says the deadline it set', async ({ page, request }) => {
  const token = await apiToken(request);
  const created = await createBookingViaApi(request, token, `Extensión ${Date.now()}`);
  await dropOff(request, token, created);
  const parcel = await getBookingViaApi(request, token, created.id);
  try {
    const before = Date.parse(parcel.expiration_date);
    await signIn(page, accounts.admin);
    await page.goto(`/reservas/${parcel.id}`);
    await page.getByRole('button', { name: 'Extender' }).click();
    const dialog = page.getByRole('dialog', { name: `Extender la reserva ${parcel.id}` });
    await dialog.getByLabel('Días').fill('8');
    const expected = montevideo(before + 8 * day);
    await expect(newExpiry(dialog)).toHaveText(`Nuevo vencimiento: ${expected}`);
    await dialog.getByRole('button', { name: 'Extender' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Reserva extendida hasta el ${expected}.`)).toBeVisible();
  } finally {
    await pickUp(request, token, parcel);
  }
});
