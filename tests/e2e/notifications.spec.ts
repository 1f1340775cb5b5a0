// The bell (docs/domain/screens.md, docs/domain/bookings.md): a booking event appears without a reload, the badge counts the unread, clicking one
// marks it read (and disables it), "Marcar como leídas" marks all and closes the popover.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './admin-support';
import { apiToken, createBookingViaApi, dropOff } from './bookings-support';
import { accounts, signIn } from './support';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });
const popover = (page: Page) => page.locator('[popover]').filter({ has: page.getByRole('heading', { name: 'Notificaciones' }) });

async function readAllViaApi(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await page.request.get('/api/v2/notifications', { headers })).json();
  const ids = (list.data as { id: number; read_at: string | null }[]).filter((n) => !n.read_at).map((n) => n.id);
  await page.request.put('/api/v2/notifications/read-all', { headers, data: { ids } });
}

test('a booking event reaches the bell without a reload; one and then all are marked read', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await apiToken(page.request, accounts.operator);
  // The locker's own calls need location-restart, which the operator does not hold: the locker signs in apart.
  const locker = await apiToken(page.request, accounts.admin);
  await readAllViaApi(page, token);
  await signIn(page, accounts.operator);
  await page.goto('/reservas');
  await expect(bell(page)).toHaveAccessibleName(/^Notificaciones\s*$/);

  const first = await createBookingViaApi(page.request, token, 'Campana 1');
  await dropOff(page.request, locker, first);
  // No reload: the bell polls every 15 s while the tab is visible.
  await expect(bell(page)).toHaveAccessibleName(/^Notificaciones\s*1\s+sin leer$/, { timeout: 25_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText(/^1\b/);

  await bell(page).click();
  const panel = popover(page);
  await expect(panel).toBeVisible();
  const item = panel.getByRole('button', { name: /Paquete ingresado.*Campana 1/s });
  await expect(item).toBeEnabled();
  await expectNoSeriousViolations(page);
  await item.click();
  await expect(item).toBeDisabled();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Marcar como leídas' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  for (const name of ['Campana 2', 'Campana 3']) await dropOff(page.request, locker, await createBookingViaApi(page.request, token, name));
  await page.reload();
  await expect(page.getByTestId('notification-badge')).toHaveText(/^2\b/);
  await bell(page).click();
  await panel.getByRole('button', { name: 'Marcar como leídas' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
});

test('web push where the browser has no reachable push service says the subscription failed', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await signIn(page, accounts.admin);
  // Headless Chromium supports web push (so not "unsupported") and permission is granted (so not "denied"),
  // but it has no reachable push service: subscribing fails, and the user is told so.
  expect(await page.evaluate(() => 'PushManager' in window && 'serviceWorker' in navigator)).toBe(true);
  await bell(page).click();
  await popover(page).getByRole('button', { name: 'Activar notificaciones en este navegador' }).click();
  await expect(page.getByText('No se pudieron activar las notificaciones web.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Notificaciones web activadas\.|Este navegador no soporta notificaciones web/)).toHaveCount(0);
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? r.installing?.scriptURL ?? ''));
  expect(registrations.some((url) => url.endsWith('/sw.js'))).toBe(true);
});

test('in English, the bell words a booking event in English, with its booking, reference and locker', async ({ page, context }) => {
  const token = await apiToken(page.request, accounts.admin);
  await readAllViaApi(page, token);
  const booking = await createBookingViaApi(page.request, token, 'Bell in English');
  await dropOff(page.request, token, booking);
  await signIn(page, accounts.admin);
  // The locale cookie alone (the user's saved language stays Spanish for the other tests).
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto('/reservas');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.locator('[popover]').getByRole('button', { name: /Parcel deposited.*Bell in English/s });
  await expect(item).toContainText(new RegExp(`Booking ${booking.id} \\(Bell in English\\) is in locker .+\\. The pickup code was sent to the recipient\\.`));
  await expect(page.locator('[popover]').getByText(/Paquete ingresado|La reserva/)).toHaveCount(0);
});
