// A slow connection loses the reply to "Crear reserva" after the server created the booking: the form keeps its
// values and says so, and saving again (same values, same Idempotency-Key) answers that booking instead of
// creating and charging a second one.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, sizeIds } from './bookings-support';
import { accounts, signIn } from './support';

async function credits(request: APIRequestContext, token: string): Promise<number> {
  const reply = await request.get('/api/v2/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return (await reply.json()).data.extra_data.credits as number;
}

test('saving again after a lost reply creates the booking once and charges it once', async ({ page, request }) => {
  const token = await apiToken(request);
  const before = await credits(request, token);
  await signIn(page, accounts.admin);
  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  const reference = `Reintento ${Date.now()}`;
  await dialog.getByLabel(/Referencia de la reserva/).fill(reference);
  await dialog.getByLabel('Correo electrónico').fill('reintento@demo.test');
  await dialog.getByLabel(/Locker/).selectOption({ label: 'Tienda Centro' });
  await dialog.getByLabel(/Tamaño/).selectOption(sizeIds.Pequeño);

  // The first save reaches the server, which creates the booking; its reply never reaches the browser.
  let lostReplies = 0;
  await page.route(
    (url) => url.pathname === '/reservas',
    async (route) => {
      // Only the create's request (it carries the reference): the form also reads the free doors through an action.
      const create = route.request().method() === 'POST' && route.request().headers()['next-action'] && route.request().postData()?.includes(reference);
      if (!create || lostReplies > 0) return route.continue();
      lostReplies += 1;
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dialog.getByText('Error inesperado!')).toBeVisible();
  expect(lostReplies).toBe(1);
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue(reference);

  // Saving again answers the booking the first attempt created.
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  const title = page.getByRole('dialog').getByRole('heading', { name: /^Reserva \d+ creada$/ });
  await expect(title).toBeVisible();
  const id = Number((await title.innerText()).match(/\d+/)![0]);

  const headers = { authorization: `Bearer ${token}` };
  const found = await (await request.get(`/api/v2/booking?withPagination=true&description=${encodeURIComponent(reference)}`, { headers })).json();
  expect(found.data.map((booking: { id: number }) => booking.id)).toEqual([id]);
  const price = before - (await credits(request, token));
  expect(price).toBeGreaterThan(0);
  // One debit, the whole difference: a second booking would have taken the size's price again.
  const ledger = await (await request.get(`/api/v2/booking/${id}/transactions`, { headers })).json();
  expect(ledger.data.map((movement: { charge: number }) => movement.charge)).toEqual([-price]);

  // Frees the door for the other specs (a deleted Reserva is refunded).
  expect((await request.delete(`/api/v2/booking/${id}`, { headers })).status()).toBe(200);
});
