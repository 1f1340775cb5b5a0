import { expect, test } from '@playwright/test';
import { accounts, mainMenu, signIn } from './support';

test('switching to English changes the whole interface, is saved for the user, and switching back restores Spanish', async ({ page, context }) => {
  await signIn(page, accounts.operator);
  await page.getByRole('button', { name: 'Cambiar idioma' }).click();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Saved on the server: a new sign-in elsewhere (no locale cookie) comes back in English.
  await context.clearCookies();
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(accounts.operator);
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Bookings' })).toBeVisible();

  await page.getByRole('button', { name: /change language/i }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Reservas' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-UY');
});

test('the dark theme survives a reload without flashing the light one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, accounts.admin);
  const toggle = page.getByRole('button', { name: 'Tema oscuro' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  // The server renders the class: the very first HTML already has it (no flash on load).
  const response = await page.request.get('/');
  expect(await response.text()).toMatch(/<html[^>]*class="dark"/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Tema oscuro' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Tema oscuro' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the footer shows the copyright up to the current year', async ({ page }) => {
  await signIn(page, accounts.admin);
  await expect(page.getByRole('contentinfo')).toContainText(`© 2018–${new Date().getFullYear()}`);
});
