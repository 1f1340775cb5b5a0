// Closing a drawer or modal that holds typed input asks first ("¿Descartar los cambios sin guardar?") in the app's
// own alert dialog, never the browser's confirm: "Seguir editando" (focused first) keeps the input and gives focus
// back, "Descartar" closes. An untouched form closes at once, without a question.
import { expect, test, type Page } from '@playwright/test';
import { drawer } from './admin-support';
import { accounts, signIn } from './support';

const question = '¿Descartar los cambios sin guardar?';

/** The browser's own dialogs (window.confirm, alert) the page opens: none is expected, each is dismissed. */
function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

test('a drawer with typed input asks in the app before Escape, Cancel, a click beside it or × throw it away; an untouched one closes at once', async ({ page }) => {
  const native = nativeDialogs(page);
  await signIn(page, accounts.admin);
  await page.goto('/apartamentos?nuevo=1');
  const create = drawer(page, 'Nuevo apartamento');
  const name = create.getByLabel('Nombre');
  await expect(name).toBeVisible();

  // Untouched: Escape closes it, no question.
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/apartamentos$/);

  await page.getByRole('link', { name: 'Nuevo apartamento' }).click();
  await name.fill('A medio escribir');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: question });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Lo que escribiste y no guardaste se va a perder.');
  const keep = ask.getByRole('button', { name: 'Seguir editando' });
  await expect(keep).toBeFocused();
  await keep.click();
  await expect(ask).toBeHidden();
  await expect(name).toHaveValue('A medio escribir');
  await expect(name).toBeFocused();

  // Escape in the question answers it as "Seguir editando": the drawer stays, with the input.
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(name).toHaveValue('A medio escribir');

  // Cancel in the footer and a click beside the drawer ask the same.
  await create.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(ask).toBeVisible();
  await keep.click();
  await expect(create.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
  await page.mouse.click(20, 400);
  await expect(ask).toBeVisible();
  await keep.click();
  await expect(name).toHaveValue('A medio escribir');

  // The close button asks the same; discarding closes the drawer.
  await create.getByRole('button', { name: 'Cerrar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(ask).toBeHidden();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/apartamentos$/);
  expect(native).toEqual([]);
});

test('the new-booking modal asks in the app before its close button throws a typed reference away', async ({ page }) => {
  const native = nativeDialogs(page);
  await signIn(page, accounts.admin);
  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  const reference = dialog.getByLabel(/Referencia de la reserva/);
  await reference.fill('Pedido sin guardar');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  const ask = page.getByRole('alertdialog', { name: question });
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(reference).toHaveValue('Pedido sin guardar');

  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
  expect(native).toEqual([]);
});
