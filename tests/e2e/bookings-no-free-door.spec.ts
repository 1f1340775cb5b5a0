// A locker with no free door of the chosen size: both create forms (the list's modal and the page that works without
// JavaScript) say so on the size, the choice to change, and create nothing. The doors taken for the test are freed.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, dataRows } from './bookings-support';
import { accounts, signIn } from './support';

const noFreeDoor = 'No hay puertas libres de ese tamaño en el locker';
const large = 3;

/** Takes every free large door of a locker through the API; answers the locker and the bookings made. */
async function fillLargeDoors(request: APIRequestContext, headers: Record<string, string>) {
  const dashboard = await (await request.get('/api/v2/dashboard', { headers })).json();
  const room = (dashboard.availability as { location_id: number; size_id: number; free: number }[]).find((a) => a.size_id === large && a.free > 0);
  expect(room, 'a locker with a free large door').toBeDefined();
  const taken: number[] = [];
  for (let i = 0; i < room!.free; i++) {
    const reply = await request.post('/api/v2/booking', {
      headers,
      data: { client: { description: `Puerta llena ${i}`, email: 'e2e@demo.test', document: '12345672' }, location_id: room!.location_id, size_id: large },
    });
    expect(reply.status()).toBe(201);
    taken.push((await reply.json()).data.id);
  }
  return { locationId: room!.location_id, taken };
}

test('with no free door of the chosen size, the form says so on the size and nothing is created', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const { locationId, taken } = await fillLargeDoors(request, headers);
  try {
    await signIn(page, accounts.admin);
    for (const path of ['/reservas?nuevo=1', '/reservas/nueva']) {
      await page.goto(path);
      const form = path.includes('nuevo=1') ? page.getByRole('dialog', { name: 'Nueva reserva' }) : page.getByRole('main');
      await form.getByLabel(/Referencia de la reserva/).fill('Sin puerta');
      await form.getByLabel('Correo electrónico').fill('cliente@demo.test');
      await form.getByLabel(/Locker/).selectOption(String(locationId));
      await form.getByLabel(/Tamaño/).selectOption(String(large));
      await form.getByRole('button', { name: 'Crear reserva' }).click();
      await expect(form.getByLabel(/Tamaño/), path).toHaveAccessibleDescription(new RegExp(noFreeDoor));
      await expect(form.getByLabel(/Tamaño/)).toHaveAttribute('aria-invalid', 'true');
    }
    await page.goto('/reservas');
    await expect(dataRows(page).filter({ hasText: 'Sin puerta' })).toHaveCount(0);
  } finally {
    for (const id of taken) expect((await request.delete(`/api/v2/booking/${id}`, { headers })).status()).toBe(200);
  }
});
