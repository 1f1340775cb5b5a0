// Opened from the list, a booking shows its data as soon as it arrives, before the page's own code: the page's
// controls are islands (components/ui/island.tsx) whose placeholders look like them, busy, and they work once that
// code has arrived (docs/decisions/0108). Times are the benchmark's (bench/interactions.mjs).
import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';
import { dataRows } from './bookings-support';

test("a booking opened from the list shows its data before the page's code, and its controls work once it arrives", async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await page.waitForLoadState('networkidle');

  // Every script requested from here on is held until the booking's data is on the screen.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/*.js', (route) => (holding ? void held.push(() => route.continue()) : route.continue()));

  const link = dataRows(page).first().getByRole('link').first();
  const id = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/reservas/${id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(id);
  await expect(main.getByText('Locker', { exact: true })).toBeVisible();
  // The controls are there, in their places, marked busy until their code arrives (a click would do nothing yet).
  await expect(main.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Escribir un comentario' })).toBeDisabled();
  expect(held.length, "the page's own code was requested and is still held").toBeGreaterThan(0);

  holding = false;
  for (const release of held) await release();
  // Once it has arrived they work: the composer opens in place.
  await expect(main.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  await main.getByRole('button', { name: 'Escribir un comentario' }).click();
  await expect(main.getByRole('textbox')).toBeVisible();
});
