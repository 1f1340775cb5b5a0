// Where a keyboard user's focus goes after they act: it must never fall back to the top of the page, far from
// the errors, the dialog's opener or the content that replaced the control they pressed.
import { expect, test } from '@playwright/test';
import { apiToken, createBookingViaApi, dropOff } from './bookings-support';
import { deleteBookings } from './excel-support';
import { accounts, signIn, untilInteractive } from './support';

test('a sign-in sent with Enter keeps focus: on the first field in error, or on the button', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await page.getByRole('button', { name: 'Ingresar' }).focus();
  await page.keyboard.press('Enter');
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill(accounts.admin);
  await page.getByLabel('Contraseña').fill('wrong-password');
  await page.getByRole('button', { name: 'Ingresar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Error de credenciales')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeFocused();
});

test('a registration sent empty puts focus on its first field in error', async ({ page }) => {
  await page.goto('/registro');
  const submit = page.getByRole('button', { name: 'Registrarme' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const firstInvalid = page.locator('form [aria-invalid="true"]').first();
  await expect(firstInvalid).toBeVisible();
  await expect(firstInvalid).toBeFocused();
});

test('the data request keeps the flight number example under its error, and focus on the first field in error', async ({ page }) => {
  await page.goto('/solicitud-de-datos?order=AR4P8N3D');
  const flight = page.getByLabel('Número de vuelo');
  await flight.fill('x');
  await flight.press('Enter');
  await expect(page.getByLabel('Nombre')).toBeFocused();
  await expect(flight).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Por ejemplo UX46 o AR1234')).toBeVisible();
  await expect(flight).toHaveAccessibleDescription(/Por ejemplo UX46 o AR1234/);
});

test('closing a dialog gives focus back to what opened it, also from a row menu', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Foco menú ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  const create = page.getByRole('link', { name: 'Nueva reserva' });
  await create.focus();
  await page.keyboard.press('Enter');
  // Focus starts on the form's first field, ready to type.
  await expect(page.getByRole('dialog', { name: 'Nueva reserva' }).getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(create).toBeFocused();

  const rowMenu = page.getByRole('button', { name: `Acciones de la reserva ${booking.id}` });
  await rowMenu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Eliminar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(rowMenu).toBeFocused();
  await deleteBookings(request, token, [booking.id]);
});

test('"Ver mapa" hands focus to the address that replaces it when the map cannot load', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Foco mapa ${Date.now()}`);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('connectionrefused'));
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  await page.getByRole('button', { name: 'Ver mapa' }).focus();
  await page.keyboard.press('Enter');
  // The map's code loads first (slow on a busy machine), then the refused tile gives way to the address.
  await expect(page.getByRole('status').filter({ hasText: 'No se pudo cargar el mapa.' })).toBeFocused({ timeout: 20_000 });
  await deleteBookings(request, token, [booking.id]);
});

test('after an action run by keyboard, focus stays near it: the row menu’s button, the locker switch, the main content', async ({ page, request }) => {
  const token = await apiToken(request);
  const parcel = await createBookingViaApi(request, token, `Teclado ${Date.now()}`);
  await dropOff(request, token, parcel);
  await signIn(page, accounts.admin);

  // A row menu's item that needs no dialog: focus goes back to the menu's button.
  await page.goto(`/reservas?id=${parcel.id}`);
  const menu = page.getByRole('button', { name: `Acciones de la reserva ${parcel.id}` });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Reenviar código' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Código reenviado.')).toBeVisible();
  await expect(menu).toBeFocused();

  // A button that goes away once its action is done (authorize): focus lands on the main content, not the page's top.
  await page.goto(`/reservas/${parcel.id}`);
  await untilInteractive(page.getByRole('button', { name: 'Autorizar retiro' }));
  await page.getByRole('button', { name: 'Autorizar retiro' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Retiro autorizado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Autorizar retiro' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

  // The locker switch stays focused while its call runs, so Space toggles it back.
  await page.goto('/lockers?description=Terminal');
  const toggle = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toBeFocused();
  // Presses while its call runs are ignored (aria-busy): the next one once it has finished. Switching off asks
  // first, with focus on Cancel; Escape keeps the locker on and gives focus back to the switch.
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Space');
  const question = page.getByRole('alertdialog', { name: '¿Deshabilitar Terminal Tres Cruces?' });
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Space');
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(question).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a row menu opened by keyboard puts focus on its first item, and the arrows, Home and End move between items', async ({ page, request }) => {
  const token = await apiToken(request);
  const parcel = await createBookingViaApi(request, token, `Flechas ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas?id=${parcel.id}`);
  const menu = page.getByRole('button', { name: `Acciones de la reserva ${parcel.id}` });
  await untilInteractive(menu);
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  const items = page.locator(':popover-open').locator('a[href], button');
  const count = await items.count();
  expect(count).toBeGreaterThan(2);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(count - 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();
  // Escape closes it; Enter opens it on its first item too.
  await page.keyboard.press('Escape');
  await expect(page.locator(':popover-open')).toHaveCount(0);
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await deleteBookings(request, token, [parcel.id]);
});
