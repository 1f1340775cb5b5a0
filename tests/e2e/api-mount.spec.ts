import { expect, test } from '@playwright/test';
import { accounts, PASSWORD } from './support';

// API clients (apps, PDAs, lockers) use the built-in backend at /api/v2 with a bearer token.
test('an API client signs in at /api/v2 and reads its user with the bearer token', async ({ request }) => {
  const login = await request.post('/api/v2/auth/login', { data: { email: accounts.operator, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();

  const me = await request.get('/api/v2/auth/me?full=true', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const { data } = await me.json();
  expect(data.email).toBe(accounts.operator);
  expect(data.permissions).toContain('booking-excel');

  const anonymous = await request.get('/api/v2/auth/me');
  expect(anonymous.status()).toBe(401);
});

test('the session cookie is httpOnly and SameSite=Lax, and never holds the raw token', async ({ page, request }) => {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(accounts.admin);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/iniciar-sesion/);
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('session'));
  expect(session).toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe('Lax');
  expect(session!.secure).toBe(true); // production server: Secure, __Host- prefix
  expect(session!.name).toBe('__Host-session');
  expect(session!.value.length).toBeLessThan(4096);
  // The cookie is sealed: it cannot be used as a bearer token.
  const asBearer = await request.get('/api/v2/auth/me', { headers: { authorization: `Bearer ${session!.value}` } });
  expect(asBearer.status()).toBe(401);
});

test('robots.txt keeps the back-office out of search engines, without a session', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /');
});
