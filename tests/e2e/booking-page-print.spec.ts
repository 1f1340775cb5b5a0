// A booking's page on a phone (the code first, its data two fields a row, its transactions as cards, nothing to
// scroll sideways) and on paper: what the counter hands over comes first (QR, code, locker, door, expiry) and a usual
// booking fits one A4 page, without the screen's controls, help texts, the tenant's transactions, empty comments or
// link styling. The boarding pass prints without its on-screen nudge.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, createBookingViaApi, dropOff, getBookingViaApi, pickUp } from './bookings-support';
import { deleteBookings } from './excel-support';
import { accounts, signIn } from './support';

/** An A4 page less Chrome's default 10 mm margins, in CSS pixels. */
const a4 = { width: 718, height: 1047 };

/** The value shown under a field's label in the booking's data. */
const field = (page: Page, label: string) => page.locator('main dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('on a phone the booking\'s transactions are cards: every field in view, nothing scrolls sideways', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Movimientos en el teléfono ${Date.now()}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  const transactions = page.getByRole('table', { name: 'Transacciones' });
  await transactions.scrollIntoViewIfNeeded();
  const card = transactions.locator('tbody tr').first();
  for (const [index, label] of ['Fecha', 'Descripción', 'Movimiento', 'Saldo'].entries()) {
    const cell = card.locator(`td:nth-child(${index + 1})`);
    await expect(cell, label).toBeInViewport({ ratio: 1 });
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(label));
  }
  await expect(card.locator('td:nth-child(2)')).toHaveText(new RegExp(`Reserva #${booking.id} \\(tamaño [^)]+\\)`));
  // The date and time heading the card stay on one line.
  expect(await card.locator('time').evaluate((time) => new Set(Array.from(time.getClientRects(), (r) => Math.round(r.top))).size)).toBe(1);
  expect(await page.locator('#booking-transactions').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await deleteBookings(request, token, [booking.id]);
});

test('on a 360 px phone the code comes first, then the data two fields a row, a date on one line, the address across the card', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Datos en el teléfono ${Date.now()}`);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  const top = async (label: string) => (await field(page, label).boundingBox())!.y;
  // The code the counter hands over, before the booking's data.
  const qr = await page.getByRole('heading', { name: 'Código QR' }).boundingBox();
  expect(qr!.y).toBeLessThan((await page.getByRole('heading', { name: 'Datos de la reserva' }).boundingBox())!.y);
  const width = async (label: string) => (await field(page, label).boundingBox())!.width;
  expect(await top('Puerta')).toBe(await top('Tamaño'));
  expect(await top('Vencimiento')).toBe(await top('Medidas'));
  expect(await width('Dirección')).toBeGreaterThan(2 * (await width('Puerta')));
  const lines = await field(page, 'Fecha de creación').evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await deleteBookings(request, token, [booking.id]);
});

test('printed, a booking shows its QR, code, locker, door and expiry first and fits one A4 page', async ({ page, request }) => {
  const token = await apiToken(request);
  const created = await createBookingViaApi(request, token, `Impresa ${Date.now()}`);
  await dropOff(request, token, created);
  const booking = await getBookingViaApi(request, token, created.id);
  await page.setViewportSize(a4);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  await expect(page.getByText('Todavía no hay comentarios.')).toBeVisible();
  await page.emulateMedia({ media: 'print' });

  // The first page holds what the counter needs.
  await expect(page.getByRole('img', { name: `Código QR del Código de retiro: ${booking.pickup_code}` })).toBeInViewport({ ratio: 1 });
  await expect(page.getByText(`Código de retiro: ${booking.pickup_code}`)).toBeInViewport({ ratio: 1 });
  for (const label of ['Locker', 'Puerta', 'Vencimiento']) await expect(field(page, label), label).toBeInViewport({ ratio: 1 });
  await expect(field(page, 'Locker')).toHaveText(booking.location.description);

  // The screen's controls, help texts and an empty comments thread stay off the paper.
  await expect(page.getByRole('heading', { name: 'Comentarios' })).toBeHidden();
  await expect(page.getByText('Todavía no hay comentarios.')).toBeHidden();
  await expect(page.getByText('Sin número de orden.')).toBeHidden();
  await expect(page.getByText(/^Quien viaja lo usa/)).toBeHidden();
  for (const name of ['Imprimir', 'Editar', 'Emitir número de orden', 'Escribir un comentario', 'Ver mapa']) await expect(page.getByRole('button', { name }), name).toBeHidden();
  await expect(page.getByRole('link', { name: 'Volver a reservas' })).toBeHidden();
  // The tenant's credit movements and balance are not for whoever the sheet is handed to.
  await expect(page.getByRole('heading', { name: 'Transacciones' })).toBeHidden();

  // A link prints as its text: the recipient's name reads like the values beside it.
  const recipient = field(page, 'Referencia de la reserva');
  const link = recipient.getByRole('link');
  await expect(link).toHaveCSS('text-decoration-line', 'none');
  await expect(link).toHaveCSS('color', await recipient.evaluate((dd) => getComputedStyle(dd).color));

  await page.screenshot({ path: test.info().outputPath('booking-a4.png'), fullPage: true });
  // Printed as Chrome prints by default: A4 with 10 mm margins.
  const pdf = await page.pdf({ format: 'A4', margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' } });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  // Collected, the parcel frees its door for the other tests.
  await pickUp(request, token, booking);
});

test('a booking\'s comments are printed when it has some', async ({ page, request }) => {
  const token = await apiToken(request);
  const booking = await createBookingViaApi(request, token, `Comentada ${Date.now()}`);
  const reply = await request.post(`/api/v2/booking/${booking.id}/comments`, { headers: { authorization: `Bearer ${token}` }, data: { body: 'Dejar en recepción' } });
  expect(reply.status()).toBe(201);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${booking.id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Comentarios' })).toBeVisible();
  await expect(page.getByText('Dejar en recepción')).toBeVisible();
  await deleteBookings(request, token, [booking.id]);
});

test('a printed boarding pass leaves out the nudge to complete the data request', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${200 + Math.floor(Math.random() * 50)}` });
  await page.goto('/boarding-pass?order=AR4P8N3D');
  const passenger = page.locator('dt', { hasText: 'Pasajero' }).locator('xpath=following-sibling::dd[1]');
  await expect(passenger).toHaveText('Todavía no completaste la solicitud de datos.', { useInnerText: true });
  await page.emulateMedia({ media: 'print' });
  await expect(passenger).toHaveText('—', { useInnerText: true });
  await expect(page.getByRole('img', { name: 'Código QR de la orden AR4P8N3D' })).toBeInViewport();
});
