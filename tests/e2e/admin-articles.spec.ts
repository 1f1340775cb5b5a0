import { expect, test } from '@playwright/test';
import { columnTexts, dataRows, drawer, row, rowAction, submitFilters, toastText } from './admin-support';
import { accounts, signIn, openFilters } from './support';

/** A real 1×1 PNG, and a text file pretending to be an image. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.admin);
});

test('articles: 5 per page with thumbnails, filters by sellable and name, sort by price', async ({ page }) => {
  await page.goto('/articulos');
  await expect(dataRows(page)).toHaveCount(5);
  await expect(page.getByRole('img', { name: 'Imagen de Tarjeta regalo' })).toBeVisible();
  await page.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

  await page.goto('/articulos');
  await openFilters(page);
  await page.getByLabel('Vendible', { exact: true }).selectOption({ label: 'No' });
  await submitFilters(page);
  await expect(page).toHaveURL(/vendible=no/);
  expect(await columnTexts(page, 2)).toEqual(['Envase vacío']);

  await page.goto('/articulos?nombre=agua');
  await expect(dataRows(page)).toHaveCount(1);

  // A price that is no number stays in its field, which says the filter was not applied.
  await page.goto('/articulos');
  const price = page.getByLabel('Precio', { exact: true });
  await openFilters(page);
  await price.fill('doce');
  await submitFilters(page);
  await expect(page).toHaveURL(/precio=doce/);
  await expect(price).toHaveValue('doce');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription('No es un valor válido: este filtro no se aplicó.');
  await expect(dataRows(page)).toHaveCount(5);
  await page.getByRole('link', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/articulos$/);
  await expect(price).toHaveValue('');

  await page.goto('/articulos');
  await page.getByRole('columnheader', { name: 'Precio' }).getByRole('link').click();
  await expect(page).toHaveURL(/sortBy=precio&orderBy=ASC/);
  // Written as Uruguay writes money ("$ 1.000", "$ 129,50").
  const prices = (await columnTexts(page, 5)).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(prices.every(Number.isFinite) && prices.length > 1).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('articles: create with price and image checks, edit, delete', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/articulos?nuevo=1');
  const create = drawer(page, 'Nuevo artículo');
  await create.getByLabel('Nombre').fill('Yerba 1 kg');
  // A missing price is a required field like any other; the form's own check sends nothing, so no loading bar.
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByLabel('Precio')).toHaveAccessibleDescription('Este campo es requerido');
  await page.waitForTimeout(400); // past the bar's 200 ms delay
  await expect(page.locator('.nav-progress')).toHaveAttribute('data-state', 'idle');
  await create.getByLabel('Precio').fill('12,345');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('El precio debe ser un número válido')).toBeVisible();

  // The app's own button; the preview, not a file name, shows what was chosen.
  await expect(create.getByText('Elegí un archivo', { exact: true })).toBeVisible();
  await expect(create.getByText('Ningún archivo elegido')).toHaveCount(0);
  await create.getByLabel('Imagen').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(create.getByText('La imagen debe ser PNG, JPEG o WEBP')).toBeVisible();
  await create.getByLabel('Imagen').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024, 1) });
  await expect(create.getByText('La imagen no puede superar 500 KB')).toBeVisible();
  await create.getByLabel('Imagen').setInputFiles({ name: 'yerba.png', mimeType: 'image/png', buffer: png });
  await expect(create.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();

  await create.getByLabel('Precio').fill('250.50');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Artículo creado.')).toBeVisible();
  await expect(row(page, 'Yerba 1 kg')).toContainText('250,50');
  await expect(page.getByRole('img', { name: 'Imagen de Yerba 1 kg' })).toBeVisible();

  await rowAction(page, 'Acciones del artículo Yerba 1 kg', 'Editar');
  const edit = drawer(page, 'Editar el artículo Yerba 1 kg');
  await edit.getByLabel('Virtual').check();
  await expect(edit.getByLabel('Habilitado')).toBeChecked();
  await edit.getByLabel('Habilitado').uncheck();
  await edit.getByLabel('Descripción corta').fill('Paquete de 1 kg');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Artículo actualizado.')).toBeVisible();
  await expect(row(page, 'Yerba 1 kg')).toContainText('Paquete de 1 kg');
  // A disabled article stays listed, and the Habilitado filter finds it.
  await openFilters(page);
  await page.getByLabel('Habilitado', { exact: true }).selectOption({ label: 'No' });
  await submitFilters(page);
  await expect(page).toHaveURL(/enabled=no/);
  expect(await columnTexts(page, 2)).toEqual(['Yerba 1 kg']);
  await page.goto('/articulos');

  await rowAction(page, 'Acciones del artículo Yerba 1 kg', 'Eliminar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Artículo eliminado.')).toBeVisible();
  await expect(row(page, 'Yerba 1 kg')).toHaveCount(0);
});
