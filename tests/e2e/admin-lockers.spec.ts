import { expect, test } from '@playwright/test';
import { columnTexts, dataRows, submitFilters, toastText } from './admin-support';
import { apiToken } from './bookings-support';
import { accounts, PASSWORD, signIn, signInPermissions, openFilters } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.admin);
});

test('lockers: filtering by enabled and by name, and sorting by name', async ({ page }) => {
  await page.goto('/lockers');
  await expect(page.getByText('3 lockers')).toBeVisible();
  await openFilters(page);
  await page.getByLabel('Habilitado', { exact: true }).selectOption({ label: 'No' });
  await submitFilters(page);
  await expect(page).toHaveURL(/\/lockers\?enabled=no$/);
  expect(await columnTexts(page, 2)).toEqual(['Terminal Tres Cruces']);

  await page.goto('/lockers?description=tienda');
  expect(await columnTexts(page, 2)).toEqual(['Tienda Centro']);

  await page.goto('/lockers');
  await page.getByRole('columnheader', { name: 'Nombre' }).getByRole('link').click();
  await expect(page).toHaveURL(/sortBy=description&orderBy=ASC/);
  const names = await columnTexts(page, 2);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
});

test('lockers: the switch changes only after the server confirms, and a reload shows the stored state', async ({ page }) => {
  await page.goto('/lockers?description=Terminal');
  const toggle = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toastText(page, 'Locker habilitado')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.goto('/lockers?enabled=yes');
  await expect(dataRows(page)).toHaveCount(3);
  await page.goto('/lockers?description=Terminal');

  const again = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await again.click();
  await expect(toastText(page, 'Locker deshabilitado')).toBeVisible();
  await expect(again).toHaveAttribute('aria-checked', 'false');
});

test('lockers: each locker shows its door grid by size, with the state in words', async ({ page }) => {
  await page.goto('/lockers?description=Tienda');
  await page.getByRole('button', { name: 'Mostrar las puertas del locker Tienda Centro' }).click();
  const grid = page.getByRole('region', { name: 'Puertas de Tienda Centro' });
  await expect(grid).toBeVisible();
  await expect(grid.getByText(/^Pequeño: \d+ puertas$/)).toBeVisible();
  await expect(grid.getByText('Puerta 1', { exact: true })).toBeVisible();
  for (const state of ['Libre', 'Reservada', 'Ocupada', 'Deshabilitada']) await expect(grid.getByText(new RegExp(`^${state}:`))).toBeVisible();
  // The seed's bookings hold doors: at least one is reserved or occupied, with its booking.
  await expect(grid.getByText(/^reserva \d+$/).first()).toBeVisible();
});

test("lockers: a disabled locker's doors say first that it takes no bookings", async ({ page }) => {
  await page.goto('/lockers?description=Terminal');
  await expect(page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Mostrar las puertas del locker Terminal Tres Cruces' }).click();
  const grid = page.getByRole('region', { name: 'Puertas de Terminal Tres Cruces' });
  await expect(grid.getByText(/^Locker deshabilitado: no acepta reservas/)).toBeVisible();
  await page.goto('/lockers?description=Tienda');
  await page.getByRole('button', { name: 'Mostrar las puertas del locker Tienda Centro' }).click();
  await expect(page.getByRole('region', { name: 'Puertas de Tienda Centro' }).getByText(/^Locker deshabilitado/)).toHaveCount(0);
});

test('lockers: a lost call leaves the switch as it was and says so', async ({ page }) => {
  await page.goto('/lockers?description=Terminal');
  const toggle = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // The server action is a POST to the page: drop it as a dead connection would.
  await page.route('**/lockers?**', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()));
  await toggle.click();
  await expect(toastText(page, 'Error inesperado!')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.unroute('**/lockers?**');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' })).toHaveAttribute('aria-checked', 'false');
});

test('lockers: a refusal from the server (permission revoked meanwhile) changes nothing', async ({ browser, request }) => {
  const admin = await apiToken(request);
  const email = `lockers-${Date.now()}@demo.test`;
  const created = await request.post('/api/v2/user/team', {
    headers: { authorization: `Bearer ${admin}` },
    data: { sub_type: '3', name: 'Lucía', last_name: 'Lockers', cellphone: '099123456', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const userId = (await created.json()).data.id;
  const grant = (permissions: string[]) =>
    request.put(`/api/v2/user/${userId}/permissions`, { headers: { authorization: `Bearer ${admin}` }, data: { permissions: [...permissions, ...signInPermissions] } });
  expect((await grant(['location-enable'])).status()).toBe(200);
  const terminalEnabled = async () => {
    const reply = await request.get('/api/v2/location?show_disabled=1&description=Terminal', { headers: { authorization: `Bearer ${admin}` } });
    return (await reply.json()).data[0].locker_enabled as boolean;
  };

  // A new member first meets the training (onboarding.spec.ts covers it): done through the API here.
  const member = await apiToken(request, email);
  const asMember = { authorization: `Bearer ${member}` };
  const seen = [{ type: 'video_cuestionario', seen: true }, { type: 'menu', seen: true }];
  expect((await request.post('/api/v2/auth/walkthrough', { headers: asMember, data: seen })).status()).toBeLessThan(300);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto('/lockers?description=Terminal');
  const toggle = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  expect((await grant([])).status()).toBe(200);
  await toggle.click();
  // The permission is checked again on the call: the user is told they may not, and the locker stays off.
  await expect(page.getByRole('heading', { name: 'No tenés permiso para ver esta página.' })).toBeVisible();
  expect(await terminalEnabled()).toBe(false);
  await context.close();
});
