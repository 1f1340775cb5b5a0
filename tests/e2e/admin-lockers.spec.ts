import { expect, test } from '@playwright/test';
import { columnTexts, dataRows, submitFilters, toastText } from './admin-support';
import { accounts, signIn } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.admin);
});

test('lockers: filtering by enabled and by name, and sorting by name', async ({ page }) => {
  await page.goto('/lockers');
  await expect(page.getByText('3 lockers')).toBeVisible();
  await page.getByLabel('Habilitado', { exact: true }).selectOption({ label: 'No' });
  await submitFilters(page);
  await expect(page).toHaveURL(/\/lockers\?enabled=no$/);
  expect(await columnTexts(page, 2)).toEqual(['Terminal Tres Cruces']);

  await page.goto('/lockers?description=tienda');
  expect(await columnTexts(page, 2)).toEqual(['Tienda Centro']);

  await page.goto('/lockers');
  await page.getByRole('columnheader', { name: 'Nombre' }).getByRole('link').click();
  await expect(page).toHaveURL(/sortBy=description&orderBy=ASC/);
  const names = await columnTexts(page, 2);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
});

test('lockers: the switch changes only after the server confirms, and a reload shows the stored state', async ({ page }) => {
  await page.goto('/lockers?description=Terminal');
  const toggle = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toastText(page, 'Locker habilitado')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.goto('/lockers?enabled=yes');
  await expect(dataRows(page)).toHaveCount(3);
  await page.goto('/lockers?description=Terminal');

  const again = page.getByRole('switch', { name: 'Habilitar el locker Terminal Tres Cruces' });
  await again.click();
  await expect(toastText(page, 'Locker deshabilitado')).toBeVisible();
  await expect(again).toHaveAttribute('aria-checked', 'false');
});

test('lockers: each locker shows its door grid by size, with the state in words', async ({ page }) => {
  await page.goto('/lockers?description=Tienda');
  await page.getByRole('button', { name: 'Mostrar las puertas del locker Tienda Centro' }).click();
  const grid = page.getByRole('region', { name: 'Puertas de Tienda Centro' });
  await expect(grid).toBeVisible();
  await expect(grid.getByText(/^Pequeño: \d+ puertas$/)).toBeVisible();
  await expect(grid.getByText('Puerta 1', { exact: true })).toBeVisible();
  for (const state of ['Libre', 'Reservada', 'Ocupada', 'Deshabilitada']) await expect(grid.getByText(new RegExp(`^${state}:`))).toBeVisible();
  // The seed's bookings hold doors: at least one is reserved or occupied, with its booking.
  await expect(grid.getByText(/^reserva \d+$/).first()).toBeVisible();
});
