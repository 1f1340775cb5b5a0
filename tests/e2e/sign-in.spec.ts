import { expect, test } from '@playwright/test';
import { accounts, PASSWORD, signIn } from './support';

test('a wrong password shows "Error de credenciales" and keeps the user on sign-in', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(accounts.admin);
  await page.getByLabel('Contraseña').fill('not-the-password');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Error de credenciales');
  await expect(page).toHaveURL(/\/iniciar-sesion/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(accounts.admin);
});

test('empty fields get "Este campo es requerido" from the server', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Este campo es requerido')).toHaveCount(2);
});

test('a resident cannot sign in to the back-office', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(accounts.resident);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Los usuarios residentes no tienen acceso al panel de gestión.');
  await expect(page).toHaveURL(/\/iniciar-sesion/);
});

test('a signed-out deep link returns to the same view after sign-in', async ({ page }) => {
  await page.goto('/reservas?status=3');
  await expect(page).toHaveURL(/\/iniciar-sesion\?next=%2Freservas%3Fstatus%3D3/);
  await page.getByLabel('Correo electrónico').fill(accounts.admin);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/reservas\?status=3$/);
});

test('a next= pointing at another site lands on the dashboard instead', async ({ page }) => {
  await page.goto('/iniciar-sesion?next=//evil.example/steal');
  await page.getByLabel('Correo electrónico').fill(accounts.admin);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('a signed-in user visiting sign-in goes to the dashboard', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/iniciar-sesion');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('logout ends the session, and a copied cookie replayed afterwards gets nothing', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  const copied = await page.context().cookies();
  await page.getByRole('button', { name: /menú de usuario|user menu/i }).click();
  await page.getByRole('button', { name: /cerrar sesión|log out/i }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/iniciar-sesion/);

  // An attacker who copied the cookie before logout: the backend token is revoked.
  const replay = await browser.newContext();
  await replay.addCookies(copied);
  const attacker = await replay.newPage();
  await attacker.goto('/');
  await expect(attacker).toHaveURL(/\/iniciar-sesion/);
  await expect(attacker.getByRole('navigation', { name: /menú principal/i })).toHaveCount(0);
  await replay.close();
});

test('without JavaScript, logout is a plain form post and still ends the session', async ({ page, browser }) => {
  await signIn(page, accounts.operator);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noJs = await context.newPage();
  await noJs.goto('/');
  await noJs.getByRole('button', { name: /menú de usuario/i }).click();
  await noJs.getByRole('button', { name: /cerrar sesión/i }).click();
  await expect(noJs).toHaveURL(/\/iniciar-sesion/);
  await noJs.goto('/');
  await expect(noJs).toHaveURL(/\/iniciar-sesion/);
  await context.close();
});
