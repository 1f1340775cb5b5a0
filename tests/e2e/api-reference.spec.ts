// /api-docs, the integrators' reference (swagger-ui reading /api/v2/openapi.json): no serious or critical axe
// violation as it opens, with an operation tried out against the real API, and with the Authorize dialog open;
// our own words in the reader's language.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

test('the API reference has no serious accessibility violations, also while trying an operation', async ({ page }) => {
  test.setTimeout(180_000); // four full axe scans of a 95-operation page: over a minute on a busy 2-core machine
  await page.goto('/api-docs');
  const login = page.locator('#operations-Sign-in-postAuthLogin');
  // The first read of /api/v2/openapi.json on a fresh server builds the document: seconds on a busy machine.
  await expect(login).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Server' })).toBeVisible();
  await expectNoSeriousViolations(page, 'opened');

  // swagger-ui dims Execute (opacity 0.3) while its request runs and fades it back in (0.3 s) once the reply is in:
  // a scan in that moment reads it half transparent. A busy machine's timing, made certain: the reply comes after
  // the button has dimmed, and its fade back lasts seconds, so a scan that does not wait for it fails every time.
  await page.route('**/api/v2/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.addStyleTag({ content: '.swagger-ui .btn.execute:not([disabled]) { transition-duration: 4s !important; }' });
  await login.getByRole('button', { name: /^POST \/auth\/login/ }).click();
  await login.getByRole('button', { name: 'Try it out' }).click();
  await login.getByRole('textbox', { name: 'Request body' }).fill('{"email": "nobody@example.com", "password": "x"}');
  await login.getByRole('button', { name: 'Execute' }).click();
  // The real API refuses the made-up account; swagger-ui shows that reply.
  await expect(login.locator('.live-responses-table tbody .response-col_status').first()).toHaveText(/^4\d\d/);
  await expectNoSeriousViolations(page, 'tried out');

  await page.getByRole('button', { name: 'Authorize' }).first().click();
  await expect(page.getByRole('heading', { name: 'Available authorizations' })).toBeVisible();
  await expectNoSeriousViolations(page, 'authorize dialog');
});

test('the API reference speaks Spanish by default and English to a reader who chose English', async ({ browser }) => {
  const spanish = await browser.newPage();
  await spanish.goto('/api-docs');
  await expect(spanish.getByRole('heading', { level: 1, name: 'Referencia de /api/v2' })).toBeVisible();
  await expect(spanish.locator('html')).toHaveAttribute('lang', 'es');
  await spanish.close();

  const context = await browser.newContext();
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
  const english = await context.newPage();
  await english.goto('/api-docs');
  await expect(english.getByRole('heading', { level: 1, name: '/api/v2 reference' })).toBeVisible();
  await expect(english.getByRole('link', { name: 'OpenAPI 3.1 description' })).toHaveAttribute('href', '/api/v2/openapi.json');
  await context.close();
});
