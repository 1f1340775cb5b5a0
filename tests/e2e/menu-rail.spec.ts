// On a laptop the main menu folds into a rail of icons: each link keeps its name for assistive technology, and
// pointing at it or reaching it by keyboard shows that name beside the icon.
import { expect, test } from '@playwright/test';
import { accounts, mainMenu, signIn } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('the folded menu shows a link\'s name beside its icon on hover and on focus, and stays folded after a reload', async ({ page }) => {
  await signIn(page, accounts.admin);
  const menu = mainMenu(page);
  const bookings = menu.getByRole('link', { name: 'Reservas' });
  await expect(menu.getByText('Reservas', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reducir menú' }).click();
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(64);
  // The name stays for assistive technology, visually hidden (a 1 px box).
  await expect.poll(async () => (await menu.getByText('Reservas', { exact: true }).boundingBox())?.width).toBeLessThanOrEqual(1);
  const tooltip = page.locator('[aria-hidden="true"].fixed', { hasText: /^Reservas$/ });
  await expect(tooltip).toHaveCount(0);

  await bookings.hover();
  await expect(tooltip).toBeVisible();
  const link = (await bookings.boundingBox())!;
  const tip = (await tooltip.boundingBox())!;
  expect(tip.x).toBeGreaterThanOrEqual(link.x + link.width);
  expect(Math.abs(tip.y + tip.height / 2 - (link.y + link.height / 2))).toBeLessThanOrEqual(2);

  await page.mouse.move(900, 400);
  await expect(tooltip).toHaveCount(0);
  await menu.getByRole('link', { name: 'Clientes' }).focus();
  await expect(page.locator('[aria-hidden="true"].fixed', { hasText: /^Clientes$/ })).toBeVisible();

  await page.reload();
  await expect.poll(async () => (await mainMenu(page).boundingBox())?.width).toBe(64);
  await expect(mainMenu(page).getByRole('link', { name: 'Reservas' })).toBeVisible();
});
