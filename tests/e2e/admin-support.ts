// Helpers of the administration screens' e2e tests: rows, row menus, the side drawer, axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { columnTexts, dataRows } from './bookings-support';

export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The table row holding this text. */
export function row(page: Page, text: string) {
  return page.locator('table tbody tr:not([id])').filter({ hasText: text });
}

/** Opens a row's action menu ("Acciones de …") and chooses an item. */
export async function rowAction(page: Page, rowName: string, item: string) {
  await page.getByRole('button', { name: `Acciones de ${rowName}`, exact: true }).click();
  await page.getByRole('link', { name: item, exact: true }).or(page.getByRole('button', { name: item, exact: true })).click();
}

/** The open side drawer (a Radix dialog) with this title. */
export function drawer(page: Page, title: string | RegExp) {
  return page.getByRole('dialog', { name: title });
}

export async function submitFilters(page: Page) {
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

/** The toast with this text (bottom-centre, 5 s). */
export function toastText(page: Page, text: string | RegExp) {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
}
