// Helpers of the administration screens' e2e tests: rows, row menus, the side drawer, axe.
import type { Page } from '@playwright/test';

export { expectNoSeriousViolations } from './axe';
export { columnTexts, dataRows } from './bookings-support';

/** The table row holding this text. */
export function row(page: Page, text: string) {
  return page.locator('table tbody tr:not([id])').filter({ hasText: text });
}

/** Opens a row's action menu by its label ("Acciones de Ana Admin", "Acciones del apartamento Torre A 101") and chooses an item. */
export async function rowAction(page: Page, menuLabel: string, item: string) {
  await page.getByRole('button', { name: menuLabel, exact: true }).click();
  await page.getByRole('link', { name: item, exact: true }).or(page.getByRole('button', { name: item, exact: true })).click();
}

/** The open side drawer (a Radix dialog) with this title. */
export function drawer(page: Page, title: string | RegExp) {
  return page.getByRole('dialog', { name: title });
}

/** Opens a user's permissions editor from the users list filtered by their last name (the name's last word). */
export async function openPermissions(page: Page, name: string) {
  await page.goto(`/usuarios?last_name=${encodeURIComponent(name.split(' ').at(-1)!)}`);
  await rowAction(page, `Acciones de ${name}`, 'Permisos');
  return drawer(page, `Permisos de ${name}`);
}

export async function submitFilters(page: Page) {
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

/** The toast with this text (bottom-centre, 5 s). */
export function toastText(page: Page, text: string | RegExp) {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
}
