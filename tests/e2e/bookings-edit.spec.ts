// Editing a booking in its modal (?editar=12, URL state): from a list row's menu and from the booking's page, for
// what a user corrects (reference, email, notes…). A bad email is refused with its message and changes nothing;
// a save over someone else's is refused and shows what they changed.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, createBookingViaApi, dataRows } from './bookings-support';
import { accounts, signIn, openFilters } from './support';

interface StoredBooking {
  client: { description: string; email: string | null };
  notes: string | null;
  version: number;
}

async function stored(request: APIRequestContext, token: string, id: number): Promise<StoredBooking> {
  const reply = await request.get(`/api/v2/booking/${id}?withDataWrap=0`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as StoredBooking;
}

test('editing a booking’s reference and email from its row: the modal survives a reload, a bad email changes nothing, the list and the page show the new values', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request);
  const reference = `Editar ${Date.now()}`;
  const booking = await createBookingViaApi(request, token, reference);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas?description=${encodeURIComponent(reference)}`);
  await expect(dataRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: `Acciones de la reserva ${booking.id}` }).click();
  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`editar=${booking.id}`));
  const dialog = page.getByRole('dialog', { name: `Editar la reserva ${booking.id}` });
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue(reference);

  // Linkable: a reload opens the same modal over the same filtered list.
  await page.reload();
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue(reference);
  await expect(page).toHaveURL(new RegExp(`description=.*editar=${booking.id}`));

  // A partial email is refused on its field, and nothing reaches the booking.
  await dialog.getByLabel('Correo electrónico').fill('juan');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByText('El correo electrónico debe ser válido')).toBeVisible();
  await expect(dialog.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  expect((await stored(request, token, booking.id)).client.email).toBe('e2e@demo.test');

  const corrected = `${reference} corregida`;
  await dialog.getByLabel(/Referencia de la reserva/).fill(corrected);
  await dialog.getByLabel('Correo electrónico').fill('Corregido@Demo.test');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(`Reserva ${booking.id} actualizada.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/editar=/);
  await expect(dataRows(page).filter({ hasText: corrected })).toHaveCount(1);

  await page.getByRole('link', { name: `Ver la reserva ${booking.id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reserva ${booking.id}` })).toBeVisible();
  await expect(page.getByText(corrected, { exact: true })).toBeVisible();
  await expect(page.getByText('corregido@demo.test', { exact: true })).toBeVisible();
  await expect(page.getByText('Datos actualizados')).toBeVisible();
  expect((await stored(request, token, booking.id)).client).toMatchObject({ description: corrected, email: 'corregido@demo.test' });
});

test('editing from the booking’s page: notes saved; the required reference and a bad email are refused without saving', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Editar página ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/reservas/${booking.id}\\?editar=${booking.id}$`));
  const dialog = page.getByRole('dialog', { name: `Editar la reserva ${booking.id}` });

  await dialog.getByLabel(/Referencia de la reserva/).fill('');
  await dialog.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
  await expect(dialog.getByText('El correo electrónico debe ser válido')).toBeVisible();
  const before = await stored(request, token, booking.id);
  expect(before.client).toMatchObject({ description: booking.client.description, email: 'e2e@demo.test' });

  await dialog.getByLabel(/Referencia de la reserva/).fill(booking.client.description);
  await dialog.getByLabel('Correo electrónico').fill('e2e@demo.test');
  await dialog.getByLabel('Notas').fill('Dejar en portería');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(`Reserva ${booking.id} actualizada.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Dejar en portería', { exact: true })).toBeVisible();
});

test('a save over someone else’s change is refused: the notice shows their reference and loads it on request', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Conflicto ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}?editar=${booking.id}`);
  const dialog = page.getByRole('dialog', { name: `Editar la reserva ${booking.id}` });
  // A first load fetches the modal's chunk after the page's (slow on a busy 2-core machine).
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue(booking.client.description, { timeout: 15_000 });

  // A colleague (here, the API) changes the reference meanwhile.
  const theirs = `${booking.client.description} (colega)`;
  const patched = await request.patch(`/api/v2/booking/${booking.id}`, { headers: { authorization: `Bearer ${token}` }, data: { client: { description: theirs } } });
  expect(patched.status()).toBe(200);

  await dialog.getByLabel('Notas').fill('Mi nota');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  const notice = dialog.getByRole('alert').filter({ hasText: 'Otra persona modificó este registro' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('term')).toHaveText(['Referencia de la reserva']);
  await expect(notice.getByRole('definition')).toHaveText([theirs]);
  expect((await stored(request, token, booking.id)).notes).toBeNull();

  await notice.getByRole('button', { name: 'Cargar los valores actuales' }).click();
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue(theirs);
  await dialog.getByLabel('Notas').fill('Mi nota');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(`Reserva ${booking.id} actualizada.`)).toBeVisible();
  expect(await stored(request, token, booking.id)).toMatchObject({ notes: 'Mi nota', client: { description: theirs } });
});

test('the email filter takes part of an address', async ({ page, request }) => {
  const token = await apiToken(request);
  await createBookingViaApi(request, token, `Filtro correo ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await openFilters(page);
  const email = page.getByRole('search').getByLabel('Correo electrónico');
  await expect(email).toHaveAttribute('type', 'text');
  await expect(email).toHaveAttribute('inputmode', 'email');
  await email.fill('e2e@');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/email=e2e%40/);
  await expect(dataRows(page).first()).toBeVisible();
});
