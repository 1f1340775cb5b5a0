// /ayuda: the FAQ lists the rules and its search (a plain GET form) narrows them, accents ignored.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './admin-support';
import { accounts, signIn } from './support';

test('the help page answers questions and searches them', async ({ page }) => {
  await signIn(page, accounts.deliveryMan);
  await page.goto('/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  await expect(page.getByText('13 preguntas')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('codigo retiro');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/ayuda\?q=codigo\+retiro/);
  await expect(page.getByText('¿Qué diferencia hay entre el código de ingreso y el de retiro?')).toBeVisible();
  await expect(page.getByText('¿Qué medidas tienen las puertas?')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('pingüino');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No hay preguntas que coincidan con «pingüino».')).toBeVisible();
  await expectNoSeriousViolations(page);
});
