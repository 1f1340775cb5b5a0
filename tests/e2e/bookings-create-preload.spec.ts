// The create form opens from a settled bookings list without waiting for a download: its chunk and messages were
// fetched when the list went idle, unless the user asked to save data (docs/decisions/0105). Bytes and times are
// the benchmarks' (bench/interactions.mjs); these check the behaviour.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

/** Scripts the page requests from now on. */
function countScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(request.url()));
  return urls;
}

test('once the list has settled, "Nueva reserva" opens the form without fetching a script', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await page.waitForLoadState('networkidle');
  const fetched = countScripts(page);
  await page.getByRole('link', { name: 'Nueva reserva' }).click();
  await expect(page.getByRole('dialog', { name: 'Nueva reserva' }).getByLabel(/Referencia de la reserva/)).toBeVisible();
  expect(fetched, 'scripts fetched after the click').toEqual([]);
});

test('a user who asked to save data fetches the create form when opening it, not before', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await page.waitForLoadState('networkidle');
  const fetched = countScripts(page);
  await page.getByRole('link', { name: 'Nueva reserva' }).click();
  await expect(page.getByRole('dialog', { name: 'Nueva reserva' }).getByLabel(/Referencia de la reserva/)).toBeVisible();
  expect(fetched.length, 'the form came with its chunk').toBeGreaterThan(0);
});
