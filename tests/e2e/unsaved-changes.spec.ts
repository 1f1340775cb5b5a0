// Closing a drawer or modal that holds typed input asks first ("¿Descartar los cambios sin guardar?"): staying keeps
// the input, discarding closes it. An untouched form closes at once, without a question.
import { expect, test, type Page } from '@playwright/test';
import { drawer } from './admin-support';
import { accounts, signIn } from './support';

const question = '¿Descartar los cambios sin guardar?';

/** Answers the next confirm: `accept` discards, otherwise the user stays. Resolves to the question asked. */
function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

test('a drawer with typed input asks before Escape throws it away; an untouched one closes at once', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/apartamentos?nuevo=1');
  const create = drawer(page, 'Nuevo apartamento');
  await expect(create.getByLabel('Nombre')).toBeVisible();

  // Untouched: Escape closes it, no question (an unexpected confirm would be dismissed and keep it open).
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/apartamentos$/);

  await page.getByRole('link', { name: 'Nuevo apartamento' }).click();
  await create.getByLabel('Nombre').fill('A medio escribir');
  let asked = answerNextConfirm(page, false);
  await page.keyboard.press('Escape');
  expect(await asked).toBe(question);
  await expect(create.getByLabel('Nombre')).toHaveValue('A medio escribir');

  // Cancel in the footer asks the same.
  asked = answerNextConfirm(page, false);
  await create.getByRole('button', { name: 'Cancelar', exact: true }).click();
  expect(await asked).toBe(question);
  await expect(create.getByLabel('Nombre')).toHaveValue('A medio escribir');

  // The close button asks the same; discarding closes the drawer.
  asked = answerNextConfirm(page, true);
  await create.getByRole('button', { name: 'Cerrar' }).click();
  expect(await asked).toBe(question);
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/apartamentos$/);
});

test('the new-booking modal asks before its close button throws a typed reference away', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByLabel(/Referencia de la reserva/).fill('Pedido sin guardar');
  const asked = answerNextConfirm(page, false);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  expect(await asked).toBe(question);
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue('Pedido sin guardar');
});
