import { expect, test } from '@playwright/test';
import { columnTexts, dataRows, drawer, row, rowAction, submitFilters, toastText } from './admin-support';
import { accounts, signIn, openFilters } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.admin);
});

test('residents: id ascending, filter by apartment (a choice) and by last name, sort by e-mail', async ({ page }) => {
  await page.goto('/residentes');
  await expect(page.getByRole('columnheader', { name: 'ID', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  const ids = (await columnTexts(page, 1)).map(Number);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));

  await openFilters(page);
  await page.getByLabel('Apartamento', { exact: true }).selectOption({ label: 'Torre A 102' });
  await submitFilters(page);
  await expect(page).toHaveURL(/apartment_id=\d+/);
  expect(new Set(await columnTexts(page, 2))).toEqual(new Set(['Torre A 102']));

  await page.goto('/residentes?last_name=sosa');
  await expect(dataRows(page)).toHaveCount(1);

  await page.goto('/residentes');
  await page.getByRole('columnheader', { name: 'Correo electrónico' }).getByRole('link').click();
  await expect(page).toHaveURL(/sortBy=email&orderBy=ASC/);
  const emails = await columnTexts(page, 5);
  expect(emails).toEqual([...emails].sort());
});

test('residents: create with the resident form, edit, delete', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/residentes');
  await page.getByRole('link', { name: 'Nuevo residente' }).click();
  const create = drawer(page, 'Nuevo residente');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Este campo es requerido').first()).toBeVisible();
  await create.getByLabel('Nombre').fill('Rosa');
  await create.getByLabel('Apellido').fill('Olivera');
  await create.getByLabel('Correo electrónico').fill('rosa@');
  await create.getByLabel('Apartamento').selectOption({ label: 'Torre B 3C' });
  await create.getByLabel('Teléfono').fill('099 123 456');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('El correo electrónico debe ser válido')).toBeVisible();
  await create.getByLabel('Correo electrónico').fill('rosa.olivera@residentes.demo.test');
  await create.getByLabel('Comentarios').fill('Perro en casa');
  await create.getByLabel('Recibir avisos por WhatsApp').check();
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Residente creado.')).toBeVisible();

  await page.goto('/residentes?last_name=Olivera');
  await expect(row(page, 'Olivera')).toContainText('Torre B 3C');
  await rowAction(page, 'Acciones de Rosa Olivera', 'Editar');
  const edit = drawer(page, 'Editar el residente Rosa Olivera');
  await expect(edit.getByLabel('Recibir avisos por WhatsApp')).toBeChecked();
  await expect(edit.getByLabel('Comentarios')).toHaveValue('Perro en casa');
  await edit.getByLabel('Apartamento').selectOption({ label: 'Torre A 201' });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Residente actualizado.')).toBeVisible();
  await expect(row(page, 'Olivera')).toContainText('Torre A 201');

  await rowAction(page, 'Acciones de Rosa Olivera', 'Eliminar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Usuario eliminado.')).toBeVisible();
  await expect(row(page, 'Olivera')).toHaveCount(0);
});
