// The public pages, signed out: the boarding pass (QR, printable) and the data request (docs/domain/validation.md rules, completed
// requests read-only), with the spec's messages for every miss. Demo order numbers: backend/seed/demo-public-orders.ts.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './admin-support';
import { apiToken, createBookingViaApi } from './bookings-support';
import { deleteBookings, freeDoors } from './excel-support';
import { accounts, signIn } from './support';

// The lookups are rate-limited per client (10 a minute). The e2e server trusts one proxy hop (playwright.config.ts),
// so the right-most X-Forwarded-For entry is the client: each test speaks as its own client.
let client = Math.floor(Math.random() * 200);
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++client % 250}` });
});

test('a traveller finds the boarding pass by order number and sees its QR code and a print button', async ({ page }) => {
  await page.goto('/boarding-pass');
  await expect(page.getByRole('heading', { name: 'Boarding pass' })).toBeVisible();
  await page.getByLabel('Número de orden').fill('ar4p8n3d');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/boarding-pass\?order=ar4p8n3d/);
  await expect(page.getByRole('img', { name: 'Código QR de la orden AR4P8N3D' }).locator('svg')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(page.getByText('Todavía no completaste la solicitud de datos.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the boarding pass names the size and status in the visitor’s language', async ({ page, context }) => {
  await page.goto('/boarding-pass');
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
  await page.goto('/boarding-pass?order=AR4P8N3D');
  const value = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Size')).toHaveText(/^(Small|Medium|Large)$/);
  await expect(value('Status')).toHaveText(/^(Booked|In the locker)$/);
});

test('the boarding pass answers every miss alike and asks for a number when none is given', async ({ page }) => {
  for (const order of ['ZZZZ9999', 'x', 'no existe']) {
    await page.goto(`/boarding-pass?order=${encodeURIComponent(order)}`);
    await expect(page.locator('#order-error')).toHaveText('No se encontró la orden especificada');
  }
  await page.goto('/boarding-pass?order=');
  await expect(page.locator('#order-error')).toHaveText('No se proporcionó un número de orden');
});

test('a traveller completes the data request once; wrong fields are explained and a completed one cannot be edited', async ({ page }) => {
  await page.goto('/solicitud-de-datos?order=UX7K2M9Q');
  await expect(page.getByRole('heading', { name: /UX7K2M9Q/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Nombre').fill('A');
  await page.getByLabel('Apellido').fill('Pérez3');
  await page.getByLabel('Correo electrónico').fill('no-es-correo');
  await page.getByLabel('Número de pasaporte').fill('AB-1');
  await page.getByLabel('Número de vuelo').fill('12');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('Solo puede contener letras', { exact: true })).toBeVisible();
  await expect(page.getByText('El correo electrónico debe ser válido')).toBeVisible();
  await expect(page.getByText('Debe tener al menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('Debe tener al menos 3 caracteres')).toBeVisible();
  // What was typed stays for correction.
  await expect(page.getByLabel('Apellido')).toHaveValue('Pérez3');

  await page.getByLabel('Nombre').fill('María José');
  await page.getByLabel('Apellido').fill('Pérez');
  await page.getByLabel('Correo electrónico').fill('maria@example.com');
  await page.getByLabel('Número de pasaporte').fill('C1234567');
  await page.getByLabel('Número de vuelo').fill('UX46');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('¡Listo! Recibimos tus datos para la orden UX7K2M9Q.')).toBeVisible();

  await page.goto('/solicitud-de-datos?order=UX7K2M9Q');
  await expect(page.getByText('Esta solicitud ya fue completada, no se puede editar')).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveCount(0);
  await page.goto('/boarding-pass?order=UX7K2M9Q');
  await expect(page.getByText('María José Pérez')).toBeVisible();
});

test('the data request answers every miss with the spec message', async ({ page }) => {
  await page.goto('/solicitud-de-datos?order=NOEXISTE1');
  await expect(page.locator('#order-error')).toHaveText('No se encontró la orden para completar la solicitud');
  await page.goto('/solicitud-de-datos?order=LA9T5R2C');
  await expect(page.getByText('Esta solicitud ya fue completada, no se puede editar')).toBeVisible();
});

test('the public pages fit a phone in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/boarding-pass?order=AR4P8N3D');
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});

test('one client looking up too many orders is told to wait', async ({ page }) => {
  // Counted per minute window: 21 lookups hold an 11th in one window, whichever minute boundary they cross.
  const tooMany = 'Demasiadas consultas. Esperá unos minutos e intentá de nuevo.';
  let refused = false;
  for (let i = 0; i < 21 && !refused; i++) {
    await page.goto(`/boarding-pass?order=TRY${String(i).padStart(2, '0')}000`);
    refused = (await page.locator('#order-error').textContent()) === tooMany;
  }
  expect(refused).toBe(true);
  // Even a real order is refused meanwhile.
  await page.goto('/boarding-pass?order=AR4P8N3D');
  await expect(page.locator('#order-error')).toHaveText(tooMany);
  await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0);
});

test('staff give a booking its order number on the booking page, and the traveller finds the boarding pass with it', async ({ page, request }) => {
  const token = await apiToken(request);
  await freeDoors(request, token, 1);
  const booking = await createBookingViaApi(request, token, 'Valija Orden');
  let deleted = false;
  try {
    await signIn(page, accounts.admin);
    await page.goto(`/reservas/${booking.id}`);
    await expect(page.getByText('Sin número de orden.')).toBeVisible();
    await page.getByRole('button', { name: 'Emitir número de orden' }).click();
    await expect(page.getByText('Número de orden emitido.')).toBeVisible();
    const number = page.getByText(/^[A-HJKMNP-Z2-9]{8}$/);
    await expect(number).toBeVisible();
    const orderNumber = (await number.textContent())!;
    await expect(page.getByRole('button', { name: 'Emitir número de orden' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Ver el boarding pass' }).click();
    await expect(page).toHaveURL(new RegExp(`/boarding-pass\\?order=${orderNumber}`));
    await expect(page.getByRole('img', { name: `Código QR de la orden ${orderNumber}` }).locator('svg')).toBeVisible();

    // Once the booking is deleted the pass says so: no QR to show at the locker, nothing to print or complete.
    await deleteBookings(request, token, [booking.id]);
    deleted = true;
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Esta reserva ya no está vigente' })).toBeVisible();
    await expect(page.getByText('Eliminada', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Completar la solicitud de datos' })).toHaveCount(0);
  } finally {
    if (!deleted) await deleteBookings(request, token, [booking.id]);
  }
});

test('the traveller pages carry the service name, not the back-office, and switch language on the spot', async ({ page }) => {
  await page.goto('/solicitud-de-datos');
  const header = page.getByRole('banner');
  await expect(header.getByText('Lockers', { exact: true })).toBeVisible();
  await expect(page.getByText(/Back-office/)).toHaveCount(0);
  await expect(page).toHaveTitle('Solicitud de datos · Lockers');
  // No way into the back-office from a traveller's page.
  await expect(header.getByRole('link')).toHaveCount(0);

  await header.getByRole('button', { name: 'Cambiar idioma' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data request' })).toBeVisible();
  await expect(page).toHaveTitle('Data request · Lockers');

  await page.goto('/boarding-pass?order=AR4P8N3D');
  await expect(page.getByText('Enter your order number to see your pass and its QR code.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Lockers', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.context().clearCookies();
});
