import { expect, test } from '@playwright/test';
import { accounts, mainMenu, signIn, untilInteractive } from './support';

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

test('on a laptop the footer stays at the bottom of the screen and dims near the end; on a phone it closes the page', async ({ page }) => {
  await signIn(page, accounts.admin);
  const footer = page.getByRole('contentinfo');
  const bottomOf = async () => (await footer.boundingBox())!.y + (await footer.boundingBox())!.height;

  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/precios');
  await untilInteractive(footer);
  await expect(footer).toHaveAttribute('data-dimmed', 'false');
  expect(await bottomOf()).toBeCloseTo(600, 0);
  await page.mouse.wheel(0, 100_000);
  await expect(footer).toHaveAttribute('data-dimmed', 'true');

  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/precios');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Mid-page the screen is all content: the footer is further down, after the last card.
  await expect(footer).not.toBeInViewport();
  await page.mouse.wheel(0, 100_000);
  await expect(footer).toBeInViewport();
});

test('in English, statuses and sizes are named in English on the list, its filters and a booking\'s page', async ({ page, context }) => {
  await signIn(page, accounts.admin);
  // The locale cookie alone (the user's saved language stays Spanish for the other tests).
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto('/reservas?status=2');
  const table = page.locator('#bookings-table');
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow.getByText('Booked', { exact: true })).toBeVisible();
  await expect(table.getByText('Reserva', { exact: true })).toHaveCount(0);
  await expect(table.getByText(/^(Small|Medium|Large)$/).first()).toBeVisible();
  await expect(page.locator('#filter-status option', { hasText: 'Pickup expired' })).toHaveCount(1);
  await expect(page.locator('#filter-size_id option')).toHaveText(['All', 'Small', 'Medium', 'Large']);

  const id = (await firstRow.locator('td').first().innerText()).trim();
  await page.goto(`/reservas/${id}`);
  await expect(page.locator('main').getByText('Booked', { exact: true }).first()).toBeVisible();
  await expect(page.locator('main').getByText('Reserva', { exact: true })).toHaveCount(0);
  // Its credit movements too.
  await expect(page.locator('main').getByText(new RegExp(`^Booking #${id} \\((Small|Medium|Large) door\\)$`))).toBeVisible();
  await expect(page.locator('main').getByText(/Reserva #/)).toHaveCount(0);
});
