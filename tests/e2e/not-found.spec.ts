// The 404 page: inside the menu and top bar for a signed-in user who follows a broken link, the simple layout for
// everybody else; HTTP 404 either way, and nobody sent to sign in and back (decision 0114).
import { expect, test } from '@playwright/test';
import { e2eDataDir } from './e2e-servers';
import { apiToken, sessionCookie } from './security/sessions';
import { accounts, mainMenu, signIn } from './support';

test('a missing page shows "Página no encontrada" inside the menu and top bar, with a link home and HTTP 404', async ({ page }) => {
  await signIn(page, accounts.admin);
  // An address no route matches, and one the payment-return route (any two segments) refuses.
  for (const address of ['/reservass', '/reservass/1']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Reservas' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Menú de usuario/ })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: /inicio|volver/i }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('at an address the proxy skips (no content-security policy there), a signed-in 404 shows none of the user\'s data', async ({ page }) => {
  await signIn(page, accounts.admin);
  for (const address of ['/api/v1/x', '/healthz/x']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    expect(response?.headers()['content-security-policy'], address).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByText('Ana Admin')).toHaveCount(0);
  }
});

test('signed out, a missing page shows the simple layout with HTTP 404, and sends nobody round in circles', async ({ page, request, baseURL }) => {
  // An address open to everybody that no page serves, without a session.
  let response = await page.goto('/no-existe/success');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);

  // A session cookie whose token was revoked elsewhere: the proxy lets it through; the 404 is still the public one.
  const token = await apiToken(request, baseURL!, accounts.deliveryMan);
  expect((await request.post('/api/v2/auth/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await page.setExtraHTTPHeaders({ cookie: await sessionCookie(e2eDataDir, token) });
  response = await page.goto('/reservass');
  expect(response?.status()).toBe(404);
  expect(new URL(page.url()).pathname).toBe('/reservass');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
});
