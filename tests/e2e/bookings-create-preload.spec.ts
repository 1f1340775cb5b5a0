// The create form opens from a settled bookings list without waiting for a download: its chunk and messages were
// fetched when the list went idle, unless the user asked to save data (docs/decisions/0105). Bytes and times are
// the benchmarks' (bench/interactions.mjs); these check the behaviour.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

/** Opens the list, waits until it has settled, opens the create form; answers the scripts requested after the click. */
async function openCreateFormOnSettledList(page: Page): Promise<string[]> {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && fetched.push(request.url()));
  await page.getByRole('link', { name: 'Nueva reserva' }).click();
  await expect(page.getByRole('dialog', { name: 'Nueva reserva' }).getByLabel(/Referencia de la reserva/)).toBeVisible();
  return fetched;
}

test('once the list has settled, "Nueva reserva" opens the form without fetching a script', async ({ page }) => {
  expect(await openCreateFormOnSettledList(page), 'scripts fetched after the click').toEqual([]);
});

test('a user who asked to save data fetches the create form when opening it, not before', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  expect((await openCreateFormOnSettledList(page)).length, 'the form came with its chunk').toBeGreaterThan(0);
});
