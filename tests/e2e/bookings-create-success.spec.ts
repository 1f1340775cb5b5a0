// After "Crear reserva" the modal stays open with what the counter hands over: the booking's id as its title (which
// takes focus), the drop-off code large, the locker and size, and the next steps. "Crear otra" gives an empty form,
// closing asks nothing (the booking is saved), and the list behind it shows the new row at once. On a phone first:
// that is where the counter creates most bookings.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, rulesFor } from './axe';
import { apiToken, dataRows } from './bookings-support';
import { bookingsMatching, deleteBookings, freeDoors } from './excel-support';
import { accounts, expectInSight, signIn } from './support';

async function createIn(dialog: Locator, reference: string, door: { id: number; sizeId: number }) {
  await dialog.getByLabel(/Referencia de la reserva/).fill(reference);
  await dialog.getByLabel('Correo electrónico').fill('mostrador@demo.test');
  await dialog.getByLabel(/Locker/).selectOption(String(door.id));
  await dialog.getByLabel(/Tamaño/).selectOption(String(door.sizeId));
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
}

/** The modal once it shows a created booking; answers it and the booking's id. */
async function createdPanel(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Reserva \d+ creada$/ });
  const title = dialog.getByRole('heading', { name: /^Reserva \d+ creada$/ });
  await expect(title).toBeFocused();
  return { dialog, id: Number((await title.innerText()).match(/\d+/)![0]) };
}

for (const theme of ['light', 'dark'] as const) {
  test(`the created booking stays on screen with its code until closed, and "Crear otra" gives an empty form (375×667, ${theme})`, async ({ page, request }) => {
    const token = await apiToken(request);
    const doors = await freeDoors(request, token, 2);
    const run = `Mostrador ${theme} ${Date.now()}`;
    await page.setViewportSize({ width: 375, height: 667 });
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, accounts.admin);
    try {
      await page.goto('/reservas?nuevo=1');
      await createIn(page.getByRole('dialog', { name: 'Nueva reserva' }), `${run} A`, doors[0]!);
      const first = await createdPanel(page);
      const [booking] = await bookingsMatching(request, token, `${run} A`);
      expect(booking!.id).toBe(first.id);
      // The code the server issued, readable and on screen; the locker and size chosen beside it.
      const code = first.dialog.getByText(booking!.insert_code, { exact: true });
      await expectInSight(code);
      expect(await code.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(30);
      await expect(first.dialog.getByRole('definition').first()).toHaveText(doors[0]!.name);
      await expect(first.dialog.getByText(/^Entregáselo a quien va a dejar el paquete: lo ingresa en el locker\. Vale hasta el /)).toBeVisible();
      // Its next steps, on screen without scrolling.
      for (const name of ['Cerrar', 'Crear otra', 'Ver reserva']) await expectInSight(first.dialog.getByRole(name === 'Ver reserva' ? 'link' : 'button', { name, exact: true }).last());
      await expect(first.dialog.getByRole('link', { name: 'Ver reserva' })).toHaveAttribute('href', `/reservas/${first.id}`);
      // The list behind it already has the row.
      await expect(dataRows(page).filter({ hasText: `${run} A` })).toHaveCount(1);
      await expectNoSeriousViolations(page, 'created booking', rulesFor(theme));

      // By keyboard: from the title, Tab reaches "Crear otra"; it brings an empty form with focus on its first field.
      const another = first.dialog.getByRole('button', { name: 'Crear otra' });
      for (let i = 0; i < 6 && !(await another.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(another).toBeFocused();
      await page.keyboard.press('Enter');
      const fresh = page.getByRole('dialog', { name: 'Nueva reserva' });
      await expect(fresh.getByLabel(/Referencia de la reserva/)).toBeFocused();
      await expect(fresh.getByLabel(/Referencia de la reserva/)).toHaveValue('');
      await expect(fresh.getByLabel('Correo electrónico')).toHaveValue('');
      await expect(fresh.getByLabel(/Tamaño/)).toHaveValue('');

      // A second booking from it (a new idempotency key: not the first one answered again), then Escape closes the
      // modal without asking about unsaved changes.
      await createIn(fresh, `${run} B`, doors[1]!);
      const second = await createdPanel(page);
      expect(second.id).not.toBe(first.id);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/nuevo=1/);
      await expect(dataRows(page).filter({ hasText: run })).toHaveCount(2);
    } finally {
      await deleteBookings(request, token, (await bookingsMatching(request, token, run)).map((b) => b.id));
    }
  });
}
