// A form whose server action request fails (the connection drops, or "Server Action not found" after a deploy)
// says "Error inesperado!" where it shows its messages and keeps what was typed: no silent stop, no error page.
// A refusal keeps the user's choices too (ticked boxes included). Every request dropped here never reaches the
// server, and every refusal changes nothing: the shared demo data stays as it was.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { drawer, openPermissions, row, rowAction, toastText } from './admin-support';
import { accounts, expectInSight, PASSWORD, signIn } from './support';

/** Drops every server action request (a POST carrying a next-action header) as a dead connection would, until the returned function is called. */
async function dropActions(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.request().method() === 'POST' && route.request().headers()['next-action'] ? route.abort('connectionreset') : route.continue();
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

/** The form's own message (not the toast that may repeat it). */
const formMessage = (scope: Locator | Page, text: string) => scope.getByRole('alert').filter({ hasText: text });

test('a drawer form whose request is lost stays open with the typed values and says so; saving again works', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.admin);
  await page.goto('/apartamentos');
  await page.getByRole('link', { name: 'Nuevo apartamento' }).click();
  const create = drawer(page, 'Nuevo apartamento');
  const name = `Sin conexión ${Date.now() % 1_000_000}`;
  await create.getByLabel('Nombre').fill(name);
  await create.getByLabel('Bloque').fill('F');
  await create.getByLabel('Número').fill('9');

  const restore = await dropActions(page);
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(formMessage(create, 'Error inesperado!')).toBeVisible();
  await expectInSight(formMessage(create, 'Error inesperado!'));
  await expect(create).toBeVisible();
  await expect(create.getByLabel('Nombre')).toHaveValue(name);
  await expect(create.getByLabel('Bloque')).toHaveValue('F');
  await expect(create.getByLabel('Número')).toHaveValue('9');
  await expect(create.getByRole('button', { name: 'Guardar' })).toBeEnabled();

  await restore();
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Apartamento creado.')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(row(page, name)).toHaveCount(1);

  // Put the data back as it was.
  await rowAction(page, `Acciones del apartamento ${name}`, 'Eliminar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Apartamento eliminado.')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test('registration: a refusal (e-mail taken) keeps both declarations ticked and what was typed; a CI failing its check digit only warns', async ({ page }) => {
  // Sign-ups are rate-limited per client: this test speaks as its own client (the server trusts one proxy hop).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${Date.now() % 250}` });
  await page.goto('/registro');
  const typed = { 'Nombre comercial': 'Envíos del Norte', Nombre: 'Marta', Apellido: 'Suárez', 'Teléfono móvil': '099 555 321' };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
  const ci = page.getByLabel('CI (opcional)');
  const ciWarning = page.getByText('Esta CI que ingresaste no cumple con los estándares de Uruguay. Si no es una CI, desestimá este mensaje.');
  await ci.fill('12345678');
  await expect(ciWarning).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(accounts.admin);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave1234');
  await page.getByLabel('Repetí la contraseña').fill('clave1234');
  const terms = page.getByLabel('Acepto los términos y condiciones del servicio');
  const goods = page.getByLabel('Declaro que no enviaré mercadería peligrosa ni perecedera');
  await terms.check();
  await goods.check();
  await page.getByRole('button', { name: 'Registrarme' }).click();

  await expect(page.getByText('El correo electrónico ya está registrado')).toBeVisible();
  await expect(terms).toBeChecked();
  await expect(goods).toBeChecked();
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(accounts.admin);
  // The warning did not stop the submit (the server answered); a CI with the right digit clears it.
  await expect(ci).toHaveValue('12345678');
  await ci.fill('1.234.567-2');
  await expect(ciWarning).toHaveCount(0);
});

test('registration: the general terms are read right above the box that accepts them, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/registro');
  const reader = page.getByText('Leer las condiciones generales');
  const terms = page.getByLabel('Acepto los términos y condiciones del servicio');
  const submit = page.getByRole('button', { name: 'Registrarme' });
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const [readerBox, termsBox, submitBox] = [await box(reader), await box(terms), await box(submit)];
  // The reader's line comes just before the checkbox, and both before the button.
  expect(readerBox.y + readerBox.height).toBeLessThan(termsBox.y);
  expect(termsBox.y - (readerBox.y + readerBox.height)).toBeLessThan(48);
  expect(termsBox.y).toBeLessThan(submitBox.y);
  // It opens in place, without a script, and the box that accepts what was read is still right below it.
  await expect(page.getByText('1. Partes y objeto')).toBeHidden();
  await reader.click();
  await expect(page.getByText('1. Partes y objeto')).toBeVisible();
  const opened = page.locator('details', { has: reader });
  const [openedBox, termsAfter] = [await box(opened), await box(terms)];
  expect(termsAfter.y).toBeGreaterThan(openedBox.y + openedBox.height);
  expect(termsAfter.y - (openedBox.y + openedBox.height)).toBeLessThan(48);
  await context.close();
});

test('permissions: a refused save and a lost one keep the boxes as the user left them, under the message', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.admin);
  const editor = await openPermissions(page, 'Ana Admin');
  const all = editor.getByLabel(/^Todos los permisos/);
  const showBookings = editor.getByLabel(/^Ver reservas/);
  await expect(all).toBeChecked();
  await expect(showBookings).not.toBeChecked();

  // Dropping "*" from yourself without keeping permissions-edit is refused (412, self-lockout): nothing is saved.
  await all.uncheck();
  await showBookings.check();
  await editor.getByRole('button', { name: 'Guardar permisos' }).click();
  // The boxes were ticked at the top of a long list: the message shows there too, beside the button, not at the list's end.
  await expect(formMessage(editor, 'No podés quitarte tu propio permiso de administración de permisos.')).toBeVisible();
  await expectInSight(formMessage(editor, 'No podés quitarte tu propio permiso de administración de permisos.'));
  await expect(all).not.toBeChecked();
  await expect(showBookings).toBeChecked();

  const restore = await dropActions(page);
  await editor.getByRole('button', { name: 'Guardar permisos' }).click();
  await expect(formMessage(editor, 'Error inesperado!')).toBeVisible();
  await expectInSight(formMessage(editor, 'Error inesperado!'));
  await expect(all).not.toBeChecked();
  await expect(showBookings).toBeChecked();
  await restore();

  // Nothing was saved: opened again, the editor shows "*" as before.
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  const reopened = await openPermissions(page, 'Ana Admin');
  await expect(reopened.getByLabel(/^Todos los permisos/)).toBeChecked();
  await expect(reopened.getByLabel(/^Ver reservas/)).not.toBeChecked();
});

test('account settings: a lost request keeps the page and the typed e-mail, and says so', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  await page.goto('/configuracion-de-la-cuenta');
  const form = page.locator('form').filter({ has: page.getByLabel('Nuevo correo electrónico') });
  const email = `nunca-guardado-${Date.now()}@demo.test`;
  await form.getByLabel('Nuevo correo electrónico').fill(email);
  await form.getByLabel('Contraseña actual').fill(PASSWORD);

  const restore = await dropActions(page);
  await form.getByRole('button', { name: 'Cambiar correo' }).click();
  await expect(formMessage(form, 'Error inesperado!')).toBeVisible();
  await expect(page.getByText('Ha ocurrido un error.')).toHaveCount(0);
  await expect(form.getByLabel('Nuevo correo electrónico')).toHaveValue(email);
  await expect(form.getByRole('button', { name: 'Cambiar correo' })).toBeEnabled();
  await restore();
});

test('sign-in: a lost request keeps the page and the e-mail, and says so; the next try signs in', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(accounts.deliveryMan);
  await page.getByLabel('Contraseña').fill(PASSWORD);

  const restore = await dropActions(page);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(formMessage(page.locator('form'), 'Error inesperado!')).toBeVisible();
  await expect(page.getByText('Ha ocurrido un error.')).toHaveCount(0);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(accounts.deliveryMan);
  await restore();

  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/iniciar-sesion/);
});

test('logout: a lost request keeps the page and says so; the next try logs out', async ({ page }) => {
  await signIn(page, accounts.admin);
  const here = page.url();
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  const logout = page.getByRole('button', { name: 'Cerrar sesión' });

  const restore = await dropActions(page);
  await logout.click();
  await expect(formMessage(page, 'Error inesperado!')).toBeVisible();
  await expect(page.getByText('Ha ocurrido un error.')).toHaveCount(0);
  expect(page.url()).toBe(here);
  await expect(logout).toBeEnabled();
  await restore();

  await logout.click();
  await expect(page).toHaveURL(/\/iniciar-sesion/);
});

test('in English, refusals from the server and the contract read in English: registration, a boarding pass miss', async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Date.now() % 250}` });
  await page.goto('/registro');
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto('/registro');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expect(page.getByText('You must declare that you will not send dangerous or perishable goods')).toBeVisible();
  await expect(page.getByText(/Este campo es requerido|Debés aceptar/)).toHaveCount(0);

  await page.goto('/boarding-pass?order=ZZZZ9999');
  await expect(page.locator('#order-error')).toHaveText('The order was not found');
});
