import { expect, test } from '@playwright/test';
import { columnTexts, dataRows, drawer, row, rowAction, submitFilters, toastText } from './admin-support';
import { accounts, signIn, openFilters } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.admin);
});

test('apartments: filtering by block and sorting by name keep the view in the URL', async ({ page }) => {
  await page.goto('/apartamentos');
  await expect(page.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
  await openFilters(page);
  await page.getByLabel('Bloque', { exact: true }).fill('B');
  await submitFilters(page);
  await expect(page).toHaveURL(/\/apartamentos\?block=B$/);
  expect(new Set(await columnTexts(page, 3))).toEqual(new Set(['B']));

  await page.getByRole('columnheader', { name: 'Nombre' }).getByRole('link').click();
  await expect(page).toHaveURL(/block=B&sortBy=name&orderBy=ASC/);
  const names = await columnTexts(page, 2);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  await expect(page.getByLabel('Bloque', { exact: true })).toHaveValue('B');
});

test('apartments: create, edit and delete in the side drawer, with required fields', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/apartamentos');
  await page.getByRole('link', { name: 'Nuevo apartamento' }).click();
  await expect(page).toHaveURL(/nuevo=1/);
  const create = drawer(page, 'Nuevo apartamento');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Este campo es requerido')).toHaveCount(3);

  await create.getByLabel('Nombre').fill('Torre C 7');
  await create.getByLabel('Bloque').fill('C');
  await create.getByLabel('Número').fill('7');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Apartamento creado.')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(page).not.toHaveURL(/nuevo=1/);
  await expect(row(page, 'Torre C 7')).toHaveCount(1);

  await rowAction(page, 'Acciones del apartamento Torre C 7', 'Editar');
  const edit = drawer(page, 'Editar el apartamento Torre C 7');
  await expect(edit.getByLabel('Nombre')).toHaveValue('Torre C 7');
  await edit.getByLabel('Nombre').fill('Torre C 8');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Apartamento actualizado.')).toBeVisible();
  await expect(row(page, 'Torre C 8')).toHaveCount(1);

  await rowAction(page, 'Acciones del apartamento Torre C 8', 'Eliminar');
  await expect(page.getByRole('alertdialog', { name: '¿Eliminar el apartamento Torre C 8?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Apartamento eliminado.')).toBeVisible();
  await expect(row(page, 'Torre C 8')).toHaveCount(0);
});

test('apartments: an apartment with residents cannot be deleted, and the server says why', async ({ page }) => {
  await page.goto('/apartamentos?id=1');
  await expect(dataRows(page)).toHaveCount(1);
  await rowAction(page, 'Acciones del apartamento Torre A 101', 'Eliminar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'No se puede eliminar un apartamento con residentes asignados.')).toBeVisible();
  await expect(row(page, 'Torre A 101')).toHaveCount(1);
});

test('apartments: a reload keeps the edit drawer open (URL state)', async ({ page }) => {
  await page.goto('/apartamentos?editar=2');
  await expect(drawer(page, 'Editar el apartamento Torre A 102').getByLabel('Nombre')).toHaveValue('Torre A 102');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/apartamentos$/);
});
