import { expect, test } from '@playwright/test';
import { columnTexts, dataRows, drawer, openPermissions, row, rowAction, submitFilters, toastText } from './admin-support';
import { accounts, mainMenu, signIn, openFilters } from './support';

test('users: 5 per page id ascending, filter by role, sort by last name, turn the page', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/usuarios');
  await expect(dataRows(page)).toHaveCount(5);
  await expect(page.getByRole('columnheader', { name: 'ID', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('columnheader', { name: 'Proveedor' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(dataRows(page).first()).toBeVisible();

  await page.goto('/usuarios');
  await openFilters(page);
  await page.getByLabel('Rol', { exact: true }).selectOption({ label: 'Operador' });
  await submitFilters(page);
  await expect(page).toHaveURL(/sub_type=3/);
  expect(new Set(await columnTexts(page, 7))).toEqual(new Set(['Operador']));

  await page.goto('/usuarios');
  await page.getByRole('columnheader', { name: 'Apellido' }).getByRole('link').click();
  await expect(page).toHaveURL(/sortBy=last_name&orderBy=ASC/);
  const lastNames = await columnTexts(page, 5);
  expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'es')));
});

test('users: the enterprise tenant shows the provider column', async ({ page }) => {
  await signIn(page, accounts.enterprise);
  await page.goto('/usuarios');
  await expect(page.getByRole('columnheader', { name: 'Proveedor' })).toBeVisible();
});

test('users: create (with the CI warning), edit, reset the password and find the e-mail in the outbox (password hidden), delete', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.admin);
  await page.goto('/usuarios?nuevo=1');
  const create = drawer(page, 'Nuevo usuario');
  await expect(create.getByLabel('Rol').locator('option', { hasText: 'PDA' })).toHaveCount(0);
  await create.getByLabel('Rol').selectOption({ label: 'Operador' });
  await create.getByLabel('Nombre').fill('Irene');
  await create.getByLabel('Apellido').fill('Zabala');
  await create.getByLabel('Correo electrónico').fill('irene.zabala@demo.test');
  await create.getByLabel('Celular').fill('098 555 111');
  await create.getByLabel('CI').fill('12345678');
  await expect(create.getByText(/Esta CI que ingresaste no cumple con los estándares de Uruguay/)).toBeVisible();
  await create.getByLabel('CI').fill('12345672');
  await expect(create.getByText(/Esta CI que ingresaste/)).toHaveCount(0);
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, /Usuario creado/)).toBeVisible();

  await page.goto('/usuarios?last_name=Zabala');
  await expect(row(page, 'Zabala')).toContainText('Operador');
  await rowAction(page, 'Acciones de Irene Zabala', 'Editar');
  const edit = drawer(page, 'Editar el usuario Irene Zabala');
  await edit.getByLabel('Celular').fill('098 555 222');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Usuario actualizado.')).toBeVisible();
  await expect(row(page, 'Zabala')).toContainText('098 555 222');

  // One's own password is not reset from the list: the account settings ask for the current one.
  await page.goto('/usuarios?last_name=Admin');
  await page.getByRole('button', { name: 'Acciones de Ana Admin', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Restablecer código', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restablecer contraseña', exact: true })).toHaveCount(0);
  await page.goto('/usuarios?last_name=Zabala');

  // Asked first: cancelling changes nothing, confirming sends the new password.
  await rowAction(page, 'Acciones de Irene Zabala', 'Restablecer contraseña');
  const ask = page.getByRole('alertdialog', { name: '¿Restablecer la contraseña de Irene Zabala?' });
  await expect(ask).toContainText('La contraseña actual deja de funcionar.');
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toHaveCount(0);
  await rowAction(page, 'Acciones de Irene Zabala', 'Restablecer contraseña');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(toastText(page, 'Se envió una nueva contraseña por correo electrónico.')).toBeVisible();
  await page.getByRole('link', { name: 'Correos enviados' }).click();
  await expect(page).toHaveURL(/\/usuarios\/correos$/);
  const mail = row(page, 'irene.zabala@demo.test').first();
  await expect(mail).toBeVisible();
  await mail.getByRole('button', { name: /Mostrar el mensaje/ }).click();
  // The outbox never shows a new password: only its recipient reads it.
  const detail = page.locator('tr[id^="row-detail-"]:not([hidden])').first();
  await expect(detail).toContainText('Contenido con credenciales: solo lo recibe el destinatario');
  await expect(detail).not.toContainText('Nueva contraseña:');

  await page.goto('/usuarios?last_name=Zabala');
  await rowAction(page, 'Acciones de Irene Zabala', 'Regenerar credenciales');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerar credenciales' }).click();
  await expect(toastText(page, 'Se regeneraron las credenciales y se enviaron por correo electrónico.')).toBeVisible();

  await rowAction(page, 'Acciones de Irene Zabala', 'Eliminar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Usuario eliminado.')).toBeVisible();
  await expect(row(page, 'Zabala')).toHaveCount(0);
});

test('users: removing booking-show from the operator hides Reservas from their menu at their next sign-in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.admin);
  const editor = await openPermissions(page, 'Oscar Operador');
  await expect(editor.getByRole('group', { name: 'Reservas' })).toBeVisible();
  await expect(editor.getByLabel(/^Ver reservas/)).toBeChecked();
  await editor.getByLabel(/^Ver reservas/).uncheck();
  await editor.getByRole('button', { name: 'Guardar permisos' }).click();
  await expect(toastText(page, 'Se actualizaron los permisos')).toBeVisible();

  const context = await browser.newContext();
  const operator = await context.newPage();
  await signIn(operator, accounts.operator);
  await expect(mainMenu(operator).getByRole('link', { name: 'Carga masiva (Excel)' })).toBeVisible();
  await expect(mainMenu(operator).getByRole('link', { name: 'Reservas' })).toHaveCount(0);
  expect((await operator.goto('/reservas'))?.status()).toBe(403);
  await context.close();

  // Put it back for the other tests.
  const again = await openPermissions(page, 'Oscar Operador');
  await again.getByLabel(/^Ver reservas/).check();
  await again.getByRole('button', { name: 'Guardar permisos' }).click();
  await expect(toastText(page, 'Se actualizaron los permisos')).toBeVisible();
});

test('the delivery man is refused (403) on every administration screen', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  for (const path of ['/lockers', '/apartamentos', '/articulos', '/residentes', '/usuarios', '/usuarios/correos', '/usuarios?permisos=1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  for (const name of ['Usuarios', 'Residentes', 'Apartamentos', 'Artículos', 'Lockers']) {
    await expect(mainMenu(page).getByRole('link', { name })).toHaveCount(0);
  }
});
