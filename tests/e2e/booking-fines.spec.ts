// The daily fine as a business sees it: Empresa Demo charges one (its configs, backend/seed/demo.ts), and its demo
// parcel left past the collection window is fined by the server's own minute job — no clock is moved here (the
// clock-moved rules: tests/api/booking-charges.test.ts). The fine shows on the statement, on the booking's
// transactions and, with its amount, on the prices page; in English too.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

const fineRow = (page: Page) => page.locator('#movements-table tbody tr').filter({ hasText: /^.*Multa diaria por paquete no retirado, reserva #\d+ \(día \d+\)/ });

test('a parcel left past its window is fined once a day: statement, booking and prices show it', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, accounts.enterprise);
  // The job runs every minute from the server's start: wait for its first run if this test comes early.
  await expect(async () => {
    await page.goto('/estado-de-cuenta?description=Multa');
    await expect(fineRow(page).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  const rows = fineRow(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/[-−]41/);
  const bookingId = /reserva #(\d+)/.exec((await rows.first().textContent()) ?? '')![1]!;

  await page.goto(`/reservas/${bookingId}`);
  // The movements read as on the statement, a card each where the page is narrower than a list's table.
  const fine = page.getByRole('table', { name: 'Transacciones' }).locator('tbody tr').filter({ hasText: new RegExp(`Multa diaria por paquete no retirado, reserva #${bookingId} \\(día \\d+\\)`) });
  await expect(fine).toBeVisible();
  await expect(fine.locator('td:nth-child(3)')).toHaveText(/^[-−]41$/);

  await page.goto('/precios');
  const overdue = page.getByRole('region', { name: 'Vencimientos' });
  await expect(overdue.getByRole('listitem').filter({ hasText: 'Multa diaria por paquete no retirado' })).toContainText('41 créditos');
  await expect(overdue.getByRole('listitem').filter({ hasText: 'Código de ingreso sin usar a las 48 horas' })).toContainText('25 créditos');
});

test('a business that set no amount sees no charge on the prices page', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/precios');
  const overdue = page.getByRole('region', { name: 'Vencimientos' });
  await expect(overdue.getByText('Sin cargo', { exact: true })).toHaveCount(2);
});

test('the prices page with the charges, at phone and desktop width, light and dark', async ({ page }) => {
  await signIn(page, accounts.enterprise);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/precios');
      const overdue = page.getByRole('region', { name: 'Vencimientos' });
      await overdue.scrollIntoViewIfNeeded();
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await overdue.screenshot({ path: test.info().outputPath(`prices-charges-${width}-${theme}.png`) });
    }
  }
});
