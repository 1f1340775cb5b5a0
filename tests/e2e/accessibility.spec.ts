import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, rulesFor } from './axe';
import { accounts, signIn } from './support';

for (const theme of ['light', 'dark'] as const) {
  test(`sign-in and the shell have no serious accessibility violations (${theme})`, async ({ page }) => {
    test.slow(); // several axe scans: slow on a busy 2-core machine, not a sign of a defect
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/iniciar-sesion');
    await expectNoSeriousViolations(page, '', rulesFor(theme));
    await signIn(page, accounts.admin);
    await expectNoSeriousViolations(page, '', rulesFor(theme));
    await page.goto('/reservas');
    await expectNoSeriousViolations(page, '', rulesFor(theme));
  });
}

test('the shell works by keyboard alone: skip link, menu, user menu', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.getByRole('button', { name: /Menú de usuario/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeHidden();
});

test('on a 375px phone the menu opens over the page and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, accounts.admin);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(menu).toBeVisible();
  // The page behind it, skip link included, is out of reach (inert) while the menu floats over it.
  const skipLinkInert = () => page.locator('a[href="#main"]').evaluate((link) => link.closest('[inert]') !== null);
  expect(await skipLinkInert()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(skipLinkInert).toBe(false);
  await expect(menu).toBeHidden();
});
