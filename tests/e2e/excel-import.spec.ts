// Bulk creation from a spreadsheet (issue 6): template, preview with each row's messages, creation of the valid
// rows, the same file again creates nothing, the result workbook, a fixed sheet picked again in the same input,
// each bad file's message, and the permission.
import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './bookings-support';
import { bookingsMatching, deleteBookings, downloadedRows, freeDoors, importHeaders, xlsxBuffer } from './excel-support';
import { accounts, signIn } from './support';

const url = '/reserva/create-from-excel';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(page: Page, name: string, buffer: Buffer, mimeType = xlsxType) {
  await page.getByLabel('Archivo', { exact: true }).setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Ver vista previa' }).click();
}

test('the operator downloads the template, previews a file with good and bad rows, creates the good ones once', async ({ page }) => {
  await signIn(page, accounts.operator);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Crear reservas desde Excel' })).toBeVisible();

  const templateDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar la plantilla' }).click();
  const template = await downloadedRows(await templateDownload);
  expect(template.sheets).toEqual(['Reservas', 'Instrucciones']);
  expect(template.rows[0]).toEqual(importHeaders);
  expect(template.rows).toHaveLength(2);

  const token = await apiToken(page.request, accounts.operator);
  const [one, two, three] = await freeDoors(page.request, token, 3);
  const tag = `E2E import ${Date.now()}`;
  const file = await xlsxBuffer([
    [`${tag} A`, 'a@example.com', '1.234.567-2', '099 111 222', 'UY', one!.name, one!.sizeId, 72, 'no', 'uno'],
    [`${tag} B`, 'no-es-correo', '', '', '', one!.name, one!.sizeId],
    [`${tag} C`, 'c@example.com', '1.234.567-3', '', '', String(two!.id), two!.sizeId],
    [`${tag} D`, 'd@example.com', '', '', '', 'Locker inexistente', one!.sizeId],
    [`${tag} E`, '', '', '', '', three!.name, three!.sizeId, '', 'sí'],
  ]);

  await upload(page, 'reservas.xlsx', file);
  await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeVisible();
  await expect(page.getByText('5 filas', { exact: true })).toBeVisible();
  await expect(page.getByText('3 válidas', { exact: true })).toBeVisible();
  await expect(page.getByText('2 con errores', { exact: true })).toBeVisible();
  await expect(page.locator('tr[data-row="3"]')).toContainText('Columna «Correo electrónico»: El correo electrónico debe ser válido');
  await expect(page.locator('tr[data-row="5"]')).toContainText('Columna «Locker»: El locker «Locker inexistente» no existe');
  // The CI warning shows but does not block the row.
  await expect(page.locator('tr[data-row="4"]')).toHaveAttribute('data-status', 'valid');
  await expect(page.locator('tr[data-row="4"]')).toContainText('no cumple con los estándares de Uruguay');

  await page.getByRole('button', { name: 'Crear 3 reservas' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('3 reservas creadas')).toBeVisible();
  await expect(page.getByText('2 con errores (no se intentaron)')).toBeVisible();

  const resultDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar el resultado (.xlsx)' }).click();
  const result = await downloadedRows(await resultDownload);
  expect(result.rows).toHaveLength(6);
  const created = result.rows.slice(1).filter((r) => r[1] === 'Creada');
  expect(created.map((r) => r[0])).toEqual([2, 4, 6]);
  expect(created.every((r) => typeof r[3] === 'number' && /^\d{6}$/.test(String(r[4])))).toBe(true);
  expect(result.rows.find((r) => r[0] === 3)![5]).toContain('Columna «Correo electrónico»');

  await page.goto(`/reservas?description=${encodeURIComponent(tag)}`);
  await expect(page.locator('table tbody tr:not([id])')).toHaveCount(3);

  // The same file again, and two submissions at once: nothing new.
  await page.goto(url);
  await upload(page, 'reservas.xlsx', file);
  await page.getByRole('button', { name: 'Crear 3 reservas' }).click();
  await expect(page.getByText('3 ya creadas antes (no se duplicaron)')).toBeVisible({ timeout: 20_000 });
  const twice = await Promise.all(
    [1, 2].map(() => page.request.post(`${url}/crear`, { multipart: { file: { name: 'reservas.xlsx', mimeType: xlsxType, buffer: file } } })),
  );
  for (const reply of twice) expect((await reply.json()).summary).toContain('0 reservas creadas');
  const mine = await bookingsMatching(page.request, token, tag);
  expect(mine).toHaveLength(3);
  // The operator may not delete; the admin frees the doors for the other tests.
  await deleteBookings(page.request, await apiToken(page.request, accounts.admin), mine.map((b) => b.id));
});

test('a sheet fixed after its preview is picked again in the same input and previewed', async ({ page }) => {
  await signIn(page, accounts.operator);
  await page.goto(url);
  const token = await apiToken(page.request, accounts.operator);
  const [door] = await freeDoors(page.request, token, 1);
  const row = (email: string) => [`E2E import fixed ${Date.now()}`, email, '', '', '', door!.name, door!.sizeId];

  // The picker speaks the app's language (not the browser's "Choose file"), then names the chosen sheet.
  await expect(page.getByText('Elegí un archivo', { exact: true })).toBeVisible();
  await expect(page.getByText('Ningún archivo elegido', { exact: true })).toBeVisible();
  await upload(page, 'reservas.xlsx', await xlsxBuffer([row('no-es-correo')]));
  await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeVisible();
  await expect(page.getByText('1 con errores', { exact: true })).toBeVisible();
  await expect(page.getByText('reservas.xlsx', { exact: true })).toBeVisible();
  await expect(page.locator('tr[data-row="2"]')).toContainText('Columna «Correo electrónico»: El correo electrónico debe ser válido');

  // The user fixes the sheet and picks it again in the same input (not "Subir otro archivo"): the pick is kept.
  const input = page.getByLabel('Archivo', { exact: true });
  await input.setInputFiles({ name: 'reservas.xlsx', mimeType: xlsxType, buffer: await xlsxBuffer([row('ok@example.com')]) });
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(1);
  await page.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(page.getByText('1 válida', { exact: true })).toBeVisible();
  await expect(page.getByText('1 con errores', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('tr[data-row="2"]')).toHaveAttribute('data-status', 'valid');
  await expect(page.getByRole('button', { name: 'Crear 1 reserva' })).toBeVisible();
});

test.describe('a bad file creates nothing and says why', () => {
  const good = ['Pedido', '', '', '', '', 'Centro', 'Pequeño'];
  const cases: [string, string, () => Promise<Buffer>, string?][] = [
    ['empty', 'El archivo está vacío.', async () => Buffer.alloc(0)],
    ['renamed image', 'El archivo es una imagen, no una planilla', async () => Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex')],
    ['web page renamed .xlsx', 'El archivo es una página web (HTML)', async () => Buffer.from('<!DOCTYPE html><html><body><table><tr><td>Referencia</td></tr></table></body></html>')],
    ['password-protected', 'protegido con contraseña', async () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512), Buffer.from('EncryptedPackage', 'utf16le')])],
    ['only headers', 'solo tiene encabezados', () => xlsxBuffer([])],
    ['missing columns', 'Faltan columnas obligatorias: «Locker», «Tamaño»', () => xlsxBuffer([['Pedido']], ['Referencia'])],
    ['formula', 'La celda H2 tiene una fórmula', () => xlsxBuffer([[...good, { formula: '24*3', result: 72 }]])],
    ['too many rows', 'el máximo es 5000', async () => Buffer.from(['Referencia;Locker;Tamaño', ...Array.from({ length: 5001 }, (_, i) => `P${i};Centro;1`)].join('\n')), 'text/csv'],
  ];
  for (const [name, message, build, mimeType] of cases) {
    test(`${name}: ${message}`, async ({ page }) => {
      await signIn(page, accounts.operator);
      await page.goto(url);
      await upload(page, name.includes('rows') ? 'filas.csv' : 'archivo.xlsx', await build(), mimeType);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(message);
      await expect(page.getByRole('heading', { name: 'Vista previa' })).toHaveCount(0);
    });
  }
});

test('a column the user added is left out with a note in the preview, not a refusal', async ({ page }) => {
  await signIn(page, accounts.operator);
  await page.goto(url);
  const token = await apiToken(page.request, accounts.operator);
  const [door] = await freeDoors(page.request, token, 1);
  const row = [`E2E import extra column ${Date.now()}`, 'ok@example.com', '', '', '', door!.name, door!.sizeId, '', '', '', 'rojo'];
  await upload(page, 'reservas.xlsx', await xlsxBuffer([row], [...importHeaders, 'Color']));
  await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeVisible();
  await expect(page.getByText('Se ignora la columna «Color»: no es de la plantilla. Lo que contiene no se usa para las reservas.')).toBeVisible();
  await expect(page.getByText('1 válida', { exact: true })).toBeVisible();
});

test('a user without booking-excel is refused with 403, page and upload alike', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  const response = await page.goto(url);
  expect(response?.status()).toBe(403);
  const upload = await page.request.post(`${url}/vista-previa`, { multipart: { file: { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n1;2\n') } } });
  expect(upload.status()).toBe(403);
  expect((await page.request.get(`${url}/plantilla`)).status()).toBe(403);
});
