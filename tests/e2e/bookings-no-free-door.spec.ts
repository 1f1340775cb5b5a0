// A locker with no free door of the chosen size. Both create forms (the list's modal and the page that works without
// JavaScript) say how many doors of each size the chosen locker has free, and refuse a size with none beside it
// before anything is sent; a door taken after the form read the counts is still refused by the server, on the same
// field. Nothing is created either way, and the doors taken for the test are freed.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiToken, dataRows, sizeIds } from './bookings-support';
import { accounts, signIn } from './support';

const serverRefusal = 'No hay puertas libres de ese tamaño en el locker';
const formRefusal = 'No quedan puertas libres de este tamaño en este locker. Elegí otro tamaño u otro locker.';
const large = 3;

type Availability = { location_id: number; size_id: number; free: number }[];

async function availability(request: APIRequestContext, headers: Record<string, string>): Promise<Availability> {
  return (await (await request.get('/api/v2/dashboard', { headers })).json()).availability;
}

/** Takes every free large door of the locker through the API; answers the bookings made. */
async function fillLargeDoors(request: APIRequestContext, headers: Record<string, string>, locationId: number) {
  const free = (await availability(request, headers)).find((a) => a.location_id === locationId && a.size_id === large)!.free;
  const taken: number[] = [];
  for (let i = 0; i < free; i++) {
    const reply = await request.post('/api/v2/booking', {
      headers,
      data: { client: { description: `Puerta llena ${i}`, email: 'e2e@demo.test', document: '12345672' }, location_id: locationId, size_id: large },
    });
    expect(reply.status()).toBe(201);
    taken.push((await reply.json()).data.id);
  }
  return taken;
}

async function fill(form: Locator, locationId: number) {
  await form.getByLabel(/Referencia de la reserva/).fill('Sin puerta');
  await form.getByLabel('Correo electrónico').fill('cliente@demo.test');
  await form.getByLabel(/Locker/).selectOption(String(locationId));
  await form.getByLabel(/Tamaño/).selectOption(sizeIds.Grande);
}

test('each size says its free doors once a locker is chosen, and a full one is refused beside it; the server still refuses a door taken meanwhile', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const room = (await availability(request, headers)).find((a) => a.size_id === large && a.free > 0);
  expect(room, 'a locker with a free large door').toBeDefined();
  const taken: number[] = [];
  try {
    await signIn(page, accounts.admin);
    await page.goto('/reservas?nuevo=1');
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    const size = dialog.getByLabel(/Tamaño/);
    // Before a locker is chosen the sizes are just named; then each says how many of that locker's doors are free.
    await expect(size.locator('option', { hasText: 'Grande' })).toHaveText('Grande');
    await fill(dialog, room!.location_id);
    const counts = (await availability(request, headers)).filter((a) => a.location_id === room!.location_id);
    const roomy = counts.find((a) => a.size_id !== large && a.free > 0);
    for (const [name, id] of Object.entries(sizeIds)) {
      const free = counts.find((a) => a.size_id === Number(id))?.free ?? 0;
      const said = free === 0 ? 'sin puertas libres' : `${free} ${free === 1 ? 'libre' : 'libres'}`;
      await expect(size.locator(`option[value="${id}"]`)).toHaveText(`${name} · ${said}`);
    }

    // The doors fill up after the form read the counts: the server refuses, on the size, and the counts are read again.
    taken.push(...(await fillLargeDoors(request, headers, room!.location_id)));
    await dialog.getByRole('button', { name: 'Crear reserva' }).click();
    await expect(size).toHaveAccessibleDescription(new RegExp(serverRefusal));
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(size.locator('option:checked')).toHaveText('Grande · sin puertas libres');

    // A form opened now knows: the full size is refused as soon as it is chosen, and submitting sends nothing.
    for (const path of ['/reservas?nuevo=1', '/reservas/nueva']) {
      await page.goto(path);
      const form = path.includes('nuevo=1') ? page.getByRole('dialog', { name: 'Nueva reserva' }) : page.getByRole('main');
      await fill(form, room!.location_id);
      // The page shows each size's cost too.
      await expect(form.getByLabel(/Tamaño/).locator('option:checked'), path).toHaveText(/^Grande · ([\d.]+ créditos · )?sin puertas libres$/);
      await expect(form.getByLabel(/Tamaño/), path).toHaveAccessibleDescription(new RegExp(formRefusal));
      let sent = 0;
      page.on('request', (sending) => {
        if (sending.method() === 'POST' && sending.postData()?.includes('Sin puerta')) sent += 1;
      });
      await form.getByRole('button', { name: 'Crear reserva' }).click();
      // Focus goes to the choice to change.
      await expect(form.getByLabel(/Tamaño/), path).toBeFocused();
      await expect(form.getByLabel(/Tamaño/)).toHaveAttribute('aria-invalid', 'true');
      expect(sent, `${path}: nothing was sent`).toBe(0);
      page.removeAllListeners('request');
      // A size with free doors is fine again.
      if (roomy) {
        await form.getByLabel(/Tamaño/).selectOption(String(roomy.size_id));
        await expect(form.getByLabel(/Tamaño/)).not.toHaveAccessibleDescription(new RegExp(formRefusal));
      }
    }
    await page.goto('/reservas');
    await expect(dataRows(page).filter({ hasText: 'Sin puerta' })).toHaveCount(0);
  } finally {
    for (const id of taken) expect((await request.delete(`/api/v2/booking/${id}`, { headers })).status()).toBe(200);
  }
});
