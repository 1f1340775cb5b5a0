// Buying credits through the sandbox provider: approve, reject, pending then approve; return pages that show
// only what the server recorded; the other-amount rule.
import { expect, test } from '@playwright/test';
import { shownBalance, startRecharge } from './billing-support';
import { dataRows } from './bookings-support';
import { accounts, signIn } from './support';

test('buying a pack and approving the test payment adds the credits and a movement', async ({ page }) => {
  await signIn(page, accounts.admin);
  const before = await shownBalance(page);
  await startRecharge(page, { pack: '4000' });
  await expect(page.getByText('PRUEBA', { exact: true })).toBeVisible();
  await expect(page.getByText(/no se realiza ningún cobro real/)).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$ 4.880');
  await expect(page.getByTestId('sandbox-credits')).toHaveText('4.000');
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page).toHaveURL(/\/sandbox\/success\?ref=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  await expect(page.getByText('Se acreditaron 4.000 créditos a tu cuenta.')).toBeVisible();

  expect(await shownBalance(page)).toBe(before + 4000);
  const newest = dataRows(page).first();
  // Worded for a shop owner, the credits grouped as every figure is.
  await expect(newest).toContainText('Recarga de prueba sin costo: 4.000 créditos');
  await expect(newest).toContainText('+4.000');
});

test('a rejected test payment credits nothing', async ({ page }) => {
  await signIn(page, accounts.admin);
  const before = await shownBalance(page);
  await startRecharge(page, { pack: '7000' });
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page).toHaveURL(/\/sandbox\/failure\?ref=/);
  await expect(page.getByRole('heading', { name: 'Pago rechazado' })).toBeVisible();
  await expect(page.getByText('No se acreditó ningún crédito.', { exact: false })).toBeVisible();
  expect(await shownBalance(page)).toBe(before);
});

test("the test payment is approved with a tap that comes before the page's script (or without it)", async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  const before = await shownBalance(page);
  const reference = await startRecharge(page, { pack: '4000' });
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(`/sandbox-pago/${reference}`);
  await plain.getByRole('button', { name: 'Aprobar' }).click();
  await expect(plain).toHaveURL(new RegExp(`/sandbox/success\\?ref=${reference}$`));
  await expect(plain.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  await noScript.close();
  expect(await shownBalance(page)).toBe(before + 4000);
});

test('a pending payment page updates by itself when the payment is approved elsewhere', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.admin);
  const before = await shownBalance(page);
  const reference = await startRecharge(page, { pack: '10.000' });
  await page.getByRole('button', { name: 'Dejar pendiente' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pending\?ref=/);
  await expect(page.getByRole('heading', { name: 'Pago pendiente' })).toBeVisible();
  await expect(page.getByText('Consultando el estado del pago…')).toBeVisible();
  expect(await shownBalance(await context.newPage())).toBe(before);

  const checkout = await context.newPage();
  await checkout.goto(`/sandbox-pago/${reference}`);
  await checkout.getByRole('button', { name: 'Aprobar' }).click();
  await expect(checkout.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible({ timeout: 15_000 });
  expect(await shownBalance(page)).toBe(before + 10_000);
  // The checkout cannot approve it a second time.
  await checkout.goto(`/sandbox-pago/${reference}`);
  await expect(checkout.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  await expect(checkout.getByText('Este pago ya no está pendiente.')).toBeVisible();
});

test('a forged success URL for someone else’s or a made-up payment shows no success and credits nothing', async ({ page, browser }) => {
  await signIn(page, accounts.admin);
  const reference = await startRecharge(page, { pack: '4000' });
  const before = await shownBalance(page);

  const other = await browser.newContext();
  const operator = await other.newPage();
  await signIn(operator, accounts.operator);
  for (const ref of [reference, '00000000-0000-4000-8000-000000000000', 'nada']) {
    await operator.goto(`/sandbox/success?ref=${ref}`);
    await expect(operator.getByRole('heading', { name: 'No encontramos este pago' })).toBeVisible();
    await expect(operator.getByRole('heading', { name: 'Pago aprobado' })).toHaveCount(0);
  }
  expect((await operator.goto(`/sandbox-pago/${reference}`))?.status()).toBe(404);
  expect((await operator.goto(`/sandbox/approved?ref=${reference}`))?.status()).toBe(404);
  await other.close();

  // The owner's own forged "success" shows the truth: still pending.
  await page.goto(`/sandbox/success?ref=${reference}`);
  await expect(page.getByRole('heading', { name: 'Pago pendiente' })).toBeVisible();
  expect(await shownBalance(page)).toBe(before);
});

test('signed out, a return page asks to sign in and comes back to it; unknown providers are 404', async ({ page }) => {
  const ref = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/mercadopago/success?external_reference=${ref}`);
  await expect(page.getByRole('heading', { name: 'Iniciá sesión para ver tu pago' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', `/iniciar-sesion?next=${encodeURIComponent(`/mercadopago/success?ref=${ref}`)}`);
  expect((await page.goto('/paypal/success?ref=x'))?.status()).toBe(404);
});

test('another amount must be above 500 credits and shows its price with VAT', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/estado-de-cuenta?recargar=1');
  const dialog = page.getByRole('dialog', { name: 'Recargar créditos' });
  // The VAT example is the pack chosen; a card payment's credits arrive on approval (the 48 hours are a transfer's).
  const vatNote = dialog.getByText(/^Los créditos no incluyen IVA:/);
  await expect(vatNote).toHaveText('Los créditos no incluyen IVA: un depósito de $ 4.880 equivale a 4.000 créditos.');
  await dialog.getByRole('radio', { name: /^10\.000 créditos/ }).check();
  await expect(vatNote).toHaveText('Los créditos no incluyen IVA: un depósito de $ 12.200 equivale a 10.000 créditos.');
  await expect(dialog.getByText('Con tarjeta, los créditos se acreditan apenas se aprueba el pago.')).toBeVisible();
  await expect(dialog.getByText(/48 horas/)).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Otro monto' }).check();
  const amount = dialog.getByLabel('Créditos', { exact: true });
  // The rule is said before anything is typed; while nothing valid is, the example stays the largest pack's.
  await expect(dialog.getByText('Más de 500 créditos.')).toBeVisible();
  await expect(amount).toHaveAccessibleDescription(/Más de 500 créditos\./);
  await expect(vatNote).toHaveText('Los créditos no incluyen IVA: un depósito de $ 12.200 equivale a 10.000 créditos.');
  await amount.fill('750');
  await expect(vatNote).toHaveText('Los créditos no incluyen IVA: un depósito de $ 915 equivale a 750 créditos.');
  await amount.fill('600,5');
  await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(dialog.getByText('Ingresá una cantidad de créditos válida.')).toBeVisible();
  await amount.fill('500');
  await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(dialog.getByText('El valor debe ser mayor a 500')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/estado-de-cuenta\?recargar=1$/);
  await amount.fill('501');
  await expect(dialog.getByText('Total a pagar: $ 611,22 con IVA')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(page).toHaveURL(/\/sandbox-pago\//);
  await expect(page.getByTestId('sandbox-credits')).toHaveText('501');
});

test('another amount shows its price as it is typed, and none for an amount the server would refuse', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/estado-de-cuenta?recargar=1');
  const dialog = page.getByRole('dialog', { name: 'Recargar créditos' });
  await dialog.getByRole('radio', { name: 'Otro monto' }).check();
  const amount = dialog.getByLabel('Créditos', { exact: true });
  const price = dialog.getByText(/^Total a pagar:/);
  await expect(price).toHaveCount(0);
  // Credits × 1.22, the rule the server charges by, without submitting anything.
  await amount.pressSequentially('750');
  await expect(price).toHaveText('Total a pagar: $ 915 con IVA');
  await amount.fill('1000000');
  await expect(price).toHaveText('Total a pagar: $ 1.220.000 con IVA');
  // Thousands written as people write them in Uruguay.
  await amount.fill('5.000');
  await expect(price).toHaveText('Total a pagar: $ 6.100 con IVA');
  await amount.fill('1.000.000');
  await expect(price).toHaveText('Total a pagar: $ 1.220.000 con IVA');
  // Above the maximum, at or below 500, not whole, not a number: no price, and the submit's refusal as it is typed,
  // under the rule that stays.
  const refusals = {
    '1000001': 'El valor no puede superar 1.000.000', '300': 'El valor debe ser mayor a 500', '500': 'El valor debe ser mayor a 500',
    '0': 'El valor debe ser mayor a 500', '600.5': 'Ingresá una cantidad de créditos válida.', '0x300': 'Ingresá una cantidad de créditos válida.',
    mil: 'Ingresá una cantidad de créditos válida.',
  };
  for (const [typed, refusal] of Object.entries(refusals)) {
    await amount.fill(typed);
    await expect(price).toHaveCount(0);
    await expect(dialog.getByText(refusal)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Más de 500 créditos.')).toBeVisible();
  }
  // Nothing was submitted: still on the statement. An emptied field is refused only by the submit.
  await expect(page).toHaveURL(/\/estado-de-cuenta\?recargar=1$/);
  await amount.fill('');
  await expect(dialog.getByText(/^El valor|^Ingresá una cantidad/)).toHaveCount(0);
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
  await amount.fill('4321');
  await expect(dialog.getByText('Este campo es requerido')).toHaveCount(0);
  await expect(price).toHaveText('Total a pagar: $ 5.271,62 con IVA');
});
