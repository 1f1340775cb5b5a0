// Helpers of the billing e2e tests: the statement's balance, and a recharge driven through the dialog up to
// the sandbox checkout.
import { expect, type Page } from '@playwright/test';

/** The balance shown on /estado-de-cuenta, as a number ("12.345 créditos" → 12345). */
export async function shownBalance(page: Page): Promise<number> {
  await page.goto('/estado-de-cuenta');
  const text = await page.getByTestId('balance').innerText();
  return Number(text.replace(/\D/g, ''));
}

/** Opens the recharge dialog, picks a pack (or types another amount) and lands on the sandbox checkout. */
export async function startRecharge(page: Page, choice: { pack: string } | { amount: string }): Promise<string> {
  await page.goto('/estado-de-cuenta');
  await page.getByRole('link', { name: 'Recargar créditos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recargar créditos' });
  // Packs read grouped, as every count on screen: "4.000 créditos".
  if ('pack' in choice) await dialog.getByRole('radio', { name: new RegExp(`^${choice.pack.replace(/\B(?=(\d{3})+$)/g, '\\.')} créditos`) }).check();
  else {
    await dialog.getByRole('radio', { name: 'Otro monto' }).check();
    await dialog.getByLabel('Créditos', { exact: true }).fill(choice.amount);
  }
  await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
  await expect(page).toHaveURL(/\/sandbox-pago\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}
