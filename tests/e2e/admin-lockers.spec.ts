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
  await page.getByRole('alertdialog', { name: '¿Deshabilitar Terminal Tres Cruces?' }).getByRole('button', { name: 'Deshabilitar' }).click();
  await expect(toastText(page, 'Locker deshabilitado')).toBeVisible();
  await expect(again).toHaveAttribute('aria-checked', 'false');
});

test('lockers: disabling asks first (Cancel leaves it on, focus back on the switch); enabling does not ask', async ({ page, request }) => {
  await page.goto('/lockers?description=Terminal');
  const toggle = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  try {
    // Enabling: one press, no question.
    await toggle.click();
    await expect(toastText(page, 'Locker habilitado')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await toggle.click();
    const question = page.getByRole('alertdialog', { name: '¿Deshabilitar Terminal Tres Cruces?' });
    await expect(question).toBeVisible();
    // What it means, as the backend does it: no new bookings, the keypad refused, the bookings in it kept.
    await expect(question).toContainText('No va a aceptar reservas nuevas, y su teclado no va a dejar ingresar ni retirar paquetes');
    await expect(question.getByRole('button', { name: 'Deshabilitar' })).toHaveClass(/(^|\s)btn-danger(\s|$)/);
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(question).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toBeFocused();
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Confirmed: off, and stored so.
    await toggle.click();
    await question.getByRole('button', { name: 'Deshabilitar' }).click();
    await expect(toastText(page, 'Locker deshabilitado')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeFocused();
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  } finally {
    // The whole run shares the seed's lockers: Terminal Tres Cruces goes back to disabled, whatever failed above.
    const token = await apiToken(request);
    const terminal = (await (await request.get('/api/v2/location?show_disabled=1&description=Terminal', { headers: { authorization: `Bearer ${token}` } })).json()).data[0];
    await request.post(`/api/v2/locker/${terminal.id}/toggle-enable`, { headers: { authorization: `Bearer ${token}` }, data: { enabled: false } });
  }
});

test('lockers: the last column is headed by what its toggles show, over them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/lockers?description=Tienda');
  const header = page.getByRole('columnheader', { name: 'Puertas' });
  await expect(header).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  // The header's text ends over its column's toggle, not across the gap from it.
  const toggle = page.getByRole('button', { name: 'Mostrar las puertas del locker Tienda Centro' });
  const text = await header.evaluate((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    const box = range.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });
  const button = (await toggle.boundingBox())!;
  expect(text.right).toBeGreaterThan(button.x);
  expect(text.left).toBeLessThan(button.x + button.width);
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
