// Transfer receipts: a customer uploads one (wrong files refused before sending), the service operator opens
// its file and confirms it, which credits the customer's account once; the customer can never confirm it
// itself; who may do what.
import { expect, test, type Page } from '@playwright/test';
import { shownBalance } from './billing-support';
import { accounts, signIn } from './support';

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openUpload(page: Page) {
  await page.goto('/estado-de-cuenta');
  await page.getByRole('link', { name: 'Subir comprobante' }).click();
  return page.getByRole('dialog', { name: 'Subir comprobante de transferencia' });
}

test('uploading a receipt refuses a wrong file type, then the service operator confirms it and the balance grows once', async ({ page }) => {
  const transactionId = `E2E-${Date.now()}`;
  await signIn(page, accounts.admin);
  const before = await shownBalance(page);

  const dialog = await openUpload(page);
  await dialog.getByLabel('Monto transferido (UYU)').fill('1220');
  await dialog.getByLabel('Fecha de la transferencia').fill('2025-11-20');
  await dialog.getByLabel('Número de transacción').fill(transactionId);
  await dialog.getByLabel('Archivo', { exact: true }).setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(dialog.getByText('El archivo debe ser PNG, JPEG, WEBP o PDF.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Subir comprobante' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error al subir el comprobante');

  await dialog.getByLabel('Archivo', { exact: true }).setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('El archivo debe ser PNG, JPEG, WEBP o PDF.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Subir comprobante' }).click();
  await expect(page.getByText('Comprobante enviado. Lo revisaremos y acreditaremos los créditos dentro de las 48 horas.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/estado-de-cuenta$/);

  // The business (even its "*" administrator) has nothing to confirm: crediting itself is not its job.
  await expect(page.getByRole('region', { name: 'Comprobantes de transferencia pendientes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Confirmar el comprobante/ })).toHaveCount(0);

  // The service operator: the pending list shows it with the business; its file opens through the BFF;
  // confirming credits the business once (not the operator's own account).
  await page.context().clearCookies();
  await signIn(page, accounts.serviceOperator);
  await page.goto('/estado-de-cuenta');
  const pending = page.getByRole('region', { name: 'Comprobantes de transferencia pendientes' });
  const row = pending.getByRole('row').filter({ hasText: transactionId });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Demo Lockers');
  const id = (await row.getByRole('cell').first().innerText()).trim();
  const file = await page.request.get(`/estado-de-cuenta/transferencias/${id}/archivo`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');

  await row.getByRole('button', { name: `Confirmar el comprobante ${id}` }).click();
  const credits = row.getByLabel('Créditos a acreditar');
  await expect(credits).toHaveValue('1000');
  await row.getByRole('button', { name: 'Acreditar' }).click();
  await expect(page.getByText(`Comprobante ${id} confirmado: se acreditaron 1.000 créditos.`)).toBeVisible();
  await expect(pending.getByRole('row').filter({ hasText: transactionId })).toHaveCount(0);
  // The operator has no balance of its own on show: crediting never touches it.
  await expect(page.getByTestId('balance')).toHaveCount(0);

  // Back as the business: the balance grew once, with its statement row.
  await page.context().clearCookies();
  await signIn(page, accounts.admin);
  expect(await shownBalance(page)).toBe(before + 1000);
  await expect(page.getByRole('row').filter({ hasText: `comprobante #${id}` })).toHaveCount(1);
});

test('the receipt\'s file control speaks the app\'s language and opens by mouse and by keyboard', async ({ page }) => {
  // Playwright starts intercepting file choosers when a listener is added, without waiting for the browser: added
  // here, well before the clicks, so no chooser opens before it is intercepted.
  page.on('filechooser', () => {});
  await signIn(page, accounts.admin);
  const dialog = await openUpload(page);
  // The app's own button and line, not the browser's "Choose file / No file chosen".
  const choose = dialog.getByText('Elegí un archivo', { exact: true });
  await expect(choose).toBeVisible();
  await expect(dialog.getByText('Ningún archivo elegido')).toBeVisible();

  const [byMouse] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
  await byMouse.setFiles({ name: 'transferencia-noviembre.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('transferencia-noviembre.png')).toBeVisible();
  await expect(dialog.getByText('Ningún archivo elegido')).toHaveCount(0);

  // Tab from the transaction number reaches the control, which shows the focus ring; Space opens the picker.
  await dialog.getByLabel('Número de transacción').focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Archivo', { exact: true })).toBeFocused();
  await expect(dialog.getByLabel('Archivo', { exact: true })).toHaveAccessibleDescription(/transferencia-noviembre\.png/);
  expect(await choose.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid');
  const [byKeyboard] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await byKeyboard.setFiles({ name: 'otro.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(dialog.getByText('otro.pdf')).toBeVisible();
});

test('a transaction number over 100 characters is refused in the user\'s language, on its field', async ({ page, context }) => {
  await signIn(page, accounts.admin);
  // The locale cookie alone (the user's saved language stays Spanish for the other tests).
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto('/estado-de-cuenta');
  await page.getByRole('link', { name: 'Upload receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a bank transfer receipt' });
  await dialog.getByLabel('Amount transferred (UYU)').fill('1220');
  await dialog.getByLabel('Transfer date').fill('2025-11-20');
  await dialog.getByLabel('Transaction number').fill('9'.repeat(101));
  await expect(dialog.getByText('Choose a file', { exact: true })).toBeVisible();
  await dialog.getByLabel('File').setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: png });
  await dialog.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(dialog.getByText('Cannot be longer than 100 characters')).toBeVisible();
  await expect(dialog.getByText('No puede tener más de 100 caracteres')).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test('an operator (billing-show) can buy credits and upload receipts but not see or confirm pending ones', async ({ page }) => {
  await signIn(page, accounts.operator);
  await page.goto('/estado-de-cuenta');
  await expect(page.getByRole('link', { name: 'Recargar créditos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subir comprobante' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comprobantes de transferencia pendientes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Confirmar el comprobante/ })).toHaveCount(0);
  expect((await page.request.get('/estado-de-cuenta/transferencias/1/archivo')).status()).toBe(403);

  await page.getByRole('link', { name: 'Recargar créditos' }).click();
  await page.getByRole('dialog', { name: 'Recargar créditos' }).getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(page).toHaveURL(/\/sandbox-pago\//);
  await expect(page.getByRole('button', { name: 'Aprobar' })).toBeVisible();
});

test('a delivery man is refused every billing screen with 403', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  for (const path of ['/estado-de-cuenta', '/comprobantes', '/comprobantes/1/imprimir', '/precios', '/sandbox-pago/00000000-0000-4000-8000-000000000000']) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByText('No tenés permiso para ver esta página.')).toBeVisible();
  }
  expect((await page.request.get('/estado-de-cuenta/transferencias/1/archivo')).status()).toBe(403);
});

test('a customer who would rather pay by transfer finds the account from the recharge, above the receipt upload', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/estado-de-cuenta');
  await page.getByRole('link', { name: 'Recargar créditos' }).click();
  const recharge = page.getByRole('dialog', { name: 'Recargar créditos' });
  await recharge.getByRole('link', { name: 'Ver los datos para transferir' }).click();

  // One dialog replaces the other: the recharge closes, the upload opens with the demo's made-up account.
  await expect(recharge).toBeHidden();
  const upload = page.getByRole('dialog', { name: 'Subir comprobante de transferencia' });
  const details = upload.getByRole('region', { name: 'Datos para transferir' });
  await expect(details.getByRole('definition')).toHaveText(['Banco de ejemplo (demo)', 'Cuenta corriente en pesos 000000000-00000', 'Lockers Demo S.A. · RUT 000000000000']);
  await expect(page).toHaveURL(/\/estado-de-cuenta\?comprobante=1$/);
});
