// Clients (docs/domain/clients.md): the menu entry and the list for client-show holders only; a booking's recipient
// opens their client; edit in the side drawer, delete after a confirmation (disabled while bookings are in progress);
// CI and mobile hidden, in the list, the filters, the record and the form, from those without client-show-sensitive.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { drawer, toastText } from './admin-support';
import { apiToken } from './bookings-support';
import { accounts, mainMenu, openFilters, PASSWORD, signIn, signInPermissions } from './support';

interface ApiClient {
  id: number;
  name: string;
  document: string | null;
  open_bookings_count: number;
}

async function clientsVia(request: APIRequestContext, token: string, query = ''): Promise<ApiClient[]> {
  const reply = await request.get(`/api/v2/clients?perPage=100${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return (await reply.json()).data;
}

/** A team member of the demo tenant holding these permissions (and the sign-in), past the training (an operator is
 * never asked for the terms, which bind the business: user-accept-tc). */
async function memberWith(request: APIRequestContext, permissions: string[]): Promise<string> {
  const admin = await apiToken(request);
  const email = `clientes-${Date.now()}@demo.test`;
  const created = await request.post('/api/v2/user/team', {
    headers: { authorization: `Bearer ${admin}` },
    data: { sub_type: '3', name: 'Clara', last_name: 'Clientes', cellphone: '099123456', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const userId = (await created.json()).data.id;
  expect((await request.put(`/api/v2/user/${userId}/permissions`, { headers: { authorization: `Bearer ${admin}` }, data: { permissions: [...permissions, ...signInPermissions] } })).status()).toBe(200);
  const asMember = { authorization: `Bearer ${await apiToken(request, email)}` };
  const seen = [{ type: 'video_cuestionario', seen: true }, { type: 'menu', seen: true }];
  expect((await request.post('/api/v2/auth/walkthrough', { headers: asMember, data: seen })).status()).toBeLessThan(300);
  return email;
}

test('clients: a booking’s recipient opens their client, who lists their bookings; the list filters by CI', async ({ page, request }) => {
  const token = await apiToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const bookings = (await (await request.get('/api/v2/booking?perPage=50', { headers: auth })).json()).data as { id: number; client: { document: string | null } }[];
  const withCi = bookings.find((b) => b.client.document)!;
  // The booking's own reply names its client (the list leaves the link out).
  const booking = (await (await request.get(`/api/v2/booking/${withCi.id}`, { headers: auth })).json()).data as {
    id: number;
    client_id: number;
    client: { description: string; document: string };
  };
  await signIn(page, accounts.admin);
  await expect(mainMenu(page).getByRole('link', { name: 'Clientes' })).toBeVisible();

  await page.goto(`/reservas/${booking.id}`);
  await page.getByRole('link', { name: booking.client.description, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/clientes/${booking.client_id}$`));
  await expect(page.getByText(booking.client.document!, { exact: true })).toBeVisible();
  const theirBookings = page.locator('#client-bookings');
  await expect(theirBookings.getByRole('link', { name: `Reserva ${booking.id}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'client record');

  await page.goto('/clientes');
  await openFilters(page);
  await page.getByLabel('CI', { exact: true }).fill(booking.client.document!);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/document=/);
  await expect(page.locator('#clients-table tbody tr')).toHaveCount(1);
  await expect(page.locator('#clients-table').getByText(booking.client.document!, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'clients list');
});

test('clients: edit in the side drawer; delete disabled, saying why, while bookings are in progress, and allowed once none is', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const all = await clientsVia(request, token);
  const busy = all.find((c) => c.open_bookings_count > 0)!;
  const idle = all.find((c) => c.open_bookings_count === 0 && c.id !== busy.id)!;
  await signIn(page, accounts.admin);

  await page.goto(`/clientes/${idle.id}`);
  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  const edit = drawer(page, `Editar el cliente ${idle.name}`);
  await edit.getByLabel('Nombre').fill('');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByText('Este campo es requerido')).toBeVisible();
  await edit.getByLabel('Nombre').fill('Cliente renombrado');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Cliente actualizado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cliente renombrado' })).toBeVisible();

  // Deleting would be refused: the button is disabled and described by the text that says why, in the right number.
  await page.goto(`/clientes/${busy.id}`);
  const count = busy.open_bookings_count;
  const reason = count === 1 ? '1 reserva en curso: no se puede eliminar hasta que termine.' : `${count} reservas en curso: no se puede eliminar hasta que terminen.`;
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  const blocked = page.getByRole('button', { name: 'Eliminar', exact: true });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveAccessibleDescription(reason);

  // Nor does the list's row menu offer it for that client; it does for one without bookings in progress.
  await page.goto(`/clientes?id=${busy.id}`);
  await page.getByRole('button', { name: `Acciones del cliente ${busy.name}`, exact: true }).click();
  await expect(page.getByRole('link', { name: 'Editar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);
  await page.goto(`/clientes?id=${idle.id}`);
  await page.getByRole('button', { name: 'Acciones del cliente Cliente renombrado', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toBeVisible();

  await page.goto(`/clientes/${idle.id}`);
  // The destructive action is the last one and outlined, not a solid red button.
  const remove = page.getByRole('button', { name: 'Eliminar', exact: true });
  await expect(page.getByRole('main').locator('a, button').filter({ hasText: /^(Editar|Eliminar)$/ })).toHaveText(['Editar', 'Eliminar']);
  expect(await remove.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(await page.getByRole('link', { name: 'Editar', exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor));
  await remove.click();
  await expect(page.getByRole('alertdialog', { name: '¿Eliminar el cliente Cliente renombrado?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastText(page, 'Cliente eliminado.')).toBeVisible();
  await expect(page).toHaveURL(/\/clientes$/);
  expect((await request.get(`/api/v2/clients/${idle.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(404);
});

test('clients: without client-show-sensitive the CI and mobile show nowhere, and the name can still be edited', async ({ browser, request }) => {
  const email = await memberWith(request, ['client-show', 'client-edit']);
  const withCi = (await clientsVia(request, await apiToken(request), '&sortBy=id&orderBy=ASC')).find((c) => c.document)!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);

  await page.goto('/clientes');
  await expect(page.locator('#clients-table')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'CI', exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Celular', exact: true })).toHaveCount(0);
  await openFilters(page);
  await expect(page.getByLabel('CI', { exact: true })).toHaveCount(0);
  // A CI typed into the URL is not applied.
  await page.goto(`/clientes?document=${withCi.document}`);
  await expect(page.getByText(withCi.document!)).toHaveCount(0);

  await page.goto(`/clientes/${withCi.id}`);
  await expect(page.getByText('La CI y el celular se muestran solo a quienes tienen el permiso de ver datos sensibles.')).toBeVisible();
  await expect(page.getByText(withCi.document!)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  const edit = drawer(page, `Editar el cliente ${withCi.name}`);
  await expect(edit.getByLabel('Nombre')).toHaveValue(withCi.name);
  await expect(edit.getByLabel('CI')).toHaveCount(0);
  await edit.getByLabel('Nombre').fill(`${withCi.name} (editado)`);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Cliente actualizado.')).toBeVisible();
  const [after] = await clientsVia(request, await apiToken(request), `&id=${withCi.id}`);
  expect(after).toMatchObject({ name: `${withCi.name} (editado)`, document: withCi.document });
  await context.close();
});

test('clients: no menu entry and no page without client-show', async ({ page }) => {
  await signIn(page, accounts.operator);
  await expect(mainMenu(page).getByRole('link', { name: 'Clientes' })).toHaveCount(0);
  await page.goto('/clientes');
  await expect(page.getByRole('heading', { name: 'No tenés permiso para ver esta página.' })).toBeVisible();
});
