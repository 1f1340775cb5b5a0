// The integrations in the bookings screens (docs/domain/roles-and-permissions.md): Empresa Demo has fenicio and districad on, so its user fills
// the client from a Fenicio order, asks for Districad tracking and filters by it; Demo Lockers has both off, so
// its administrator sees none of those fields or filters, and the server refuses them.
import { expect, test } from '@playwright/test';
import { apiToken } from './bookings-support';
import { deleteBookings } from './excel-support';
import { accounts, signIn } from './support';
import { e2eDistricadSecret } from '../../playwright.config';

test('the enterprise user creates a booking from a Fenicio order with Districad tracking, filters by it and sees the tracking side\'s news', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.enterprise);
  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByLabel('Orden Fenicio').fill('99999');
  await dialog.getByRole('button', { name: 'Buscar orden' }).click();
  await expect(dialog.getByText('No se encontró la orden de Fenicio')).toBeVisible();
  await dialog.getByLabel('Orden Fenicio').fill('10001');
  await dialog.getByRole('button', { name: 'Buscar orden' }).click();
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toHaveValue('Pedido web 10001');
  await expect(dialog.getByLabel('Correo electrónico')).toHaveValue('lucia.pereira@example.com');
  await dialog.getByLabel('Seguimiento Districad').check();
  await dialog.getByLabel(/Locker/).selectOption({ label: 'Oficina Sur' });
  await dialog.getByLabel(/Tamaño/).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(page.getByRole('dialog', { name: /^Reserva \d+ creada$/ })).toBeVisible();

  await page.goto('/reservas?districad=yes');
  const row = page.locator('table tbody tr:not([id])').filter({ hasText: 'Pedido web 10001' }).first();
  await expect(row).toBeVisible();
  const id = Number((await row.locator('td').first().innerText()).trim());
  await page.goto(`/reservas/${id}`);
  await expect(page.getByText('10001', { exact: true })).toBeVisible();
  // The token issued at booking, no news yet; then the tracking side reports with its own secret.
  const token = (await page.getByText(/^DC-[0-9A-F]{24}$/).innerText()).trim();
  await expect(page.getByText('Sin novedades del seguimiento')).toBeVisible();
  const report = await page.request.post('/api/v2/districad/status', {
    headers: { authorization: `Bearer ${e2eDistricadSecret}` },
    data: { token, status: 'En distribución', notes: 'Salió del depósito' },
  });
  expect(report.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('En distribución', { exact: true })).toBeVisible();
  await expect(page.getByText('Salió del depósito', { exact: true })).toBeVisible();
  await expect(page.getByText('Novedad del seguimiento Districad')).toBeVisible();
  await deleteBookings(page.request, await apiToken(page.request, accounts.enterprise), [id]);
});

test('with the integrations off, the administrator sees no Fenicio or Districad fields and the server refuses them', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  // The modal's chunk loads on demand (a slow machine may take a while).
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Orden Fenicio')).toHaveCount(0);
  await expect(dialog.getByLabel('Seguimiento Districad')).toHaveCount(0);
  await page.goto('/reservas?districad=yes');
  await expect(page.getByRole('search').getByLabel('Districad')).toHaveCount(0);
  const headers = { authorization: `Bearer ${await apiToken(page.request)}` };
  expect((await page.request.get('/api/v2/booking/fenicio/10001', { headers })).status()).toBe(403);
  expect((await page.request.get('/api/v2/booking?districad=yes', { headers })).status()).toBe(403);
});
