import { expect, test } from '@playwright/test';
import { apiToken } from './bookings-support';
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
  await expect(page.locator('form').getByRole('alert')).toHaveText('Los residentes no tienen acceso al panel de gestión.');
  await expect(page).toHaveURL(/\/iniciar-sesion/);
});

test('a member without the back-office sign-in (user-login-web) is refused with a message saying so, in Spanish and English', async ({ browser, request }) => {
  const admin = { authorization: `Bearer ${await apiToken(request)}` };
  const email = `sin-panel-${Date.now()}@demo.test`;
  const created = await request.post('/api/v2/user/team', {
    headers: admin,
    data: { sub_type: '4', name: 'Pía', last_name: 'Sinpanel', cellphone: '099123456', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  // The API sign-in stays: only the back-office is closed to them.
  const userId = (await created.json()).data.id;
  expect((await request.put(`/api/v2/user/${userId}/permissions`, { headers: admin, data: { permissions: ['user-login-api', 'booking-show'] } })).status()).toBe(200);

  for (const [locale, text, button] of [
    ['es', 'Tu usuario no tiene permiso para ingresar al panel de gestión. Pedile a un administrador de tu empresa que te lo habilite.', 'Ingresar'],
    ['en', 'Your account may not sign in to the back-office. Ask an administrator of your business to allow it.', 'Sign in'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/iniciar-sesion');
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: page.url() }]);
    await page.reload();
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(text);
    await expect(page).toHaveURL(/\/iniciar-sesion/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/iniciar-sesion/);
    await context.close();
  }
  expect((await request.post('/api/v2/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
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

test('where a password is chosen, its rule is said under the field before anything is typed: registration, reset and account settings', async ({ page }) => {
  const rule = 'Al menos 6 caracteres alfanuméricos (letras o números); podés sumar espacios y símbolos.';
  await page.goto('/registro');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(rule);
  await page.goto(`/restablecer-contrasena?token=${'cualquiera'.repeat(5)}`);
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAccessibleDescription(rule);
  await signIn(page, accounts.operator);
  await page.goto('/configuracion-de-la-cuenta');
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAccessibleDescription(rule);
  await expect(page.getByText('Las demás sesiones abiertas se cerrarán.')).toBeVisible();
});

test('a reset link that cannot be one says so on opening, instead of a form that would be refused, and leads to a new one', async ({ page }) => {
  // Cut short in a mail, a character added by a mail client, no token at all.
  for (const search of ['?token=Zm9vYmFy', `?token=${'A'.repeat(43)}.`, '']) {
    await page.goto(`/restablecer-contrasena${search}`);
    await expect(page.getByRole('alert').filter({ hasText: 'El enlace para restablecer la contraseña no es válido o ya venció' })).toBeVisible();
    await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Pedir un nuevo enlace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
});
