// The collection-window notice (docs/domain/bookings.md) goes where the pickup notice went: a business that ticked
// WhatsApp for a parcel sees, in its outbox, the "Venció el plazo" message on WhatsApp to the recipient's phone as
// well as by e-mail, once the server's own minute sweep moves the parcel to 6 Retiro Vencido. The deadline is moved
// in the database instead of the clock (the clock-moved rules: tests/api/booking-charges.test.ts).
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, row } from './admin-support';
import { apiToken, dropOff } from './bookings-support';
import { expireBooking } from './outbox-support';
import { accounts, signIn } from './support';

test('the window notice goes by WhatsApp too when the parcel\'s pickup notice did', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request, accounts.admin);
  const headers = { authorization: `Bearer ${token}` };
  const dashboard = await (await request.get('/api/v2/dashboard', { headers })).json();
  const free = (dashboard.availability as { location_id: number; size_id: number; free: number }[]).find((a) => a.free > 0)!;
  const phone = `09${String(Date.now()).slice(-7)}`;
  const created = await request.post('/api/v2/booking', {
    headers,
    data: {
      location_id: free.location_id,
      size_id: free.size_id,
      whatsapp: true,
      client: { description: 'Ventana e2e', email: 'ventana@demo.test', phone_country: '+598', phone_number: phone },
    },
  });
  expect(created.status()).toBe(201);
  const booking = (await created.json()).data;
  await dropOff(request, token, booking);
  await expireBooking(booking.id);

  await signIn(page, accounts.admin);
  const notice = row(page, phone).filter({ hasText: 'Venció el plazo para retirar tu paquete' });
  // The sweep runs every minute from the server's start.
  await expect(async () => {
    await page.goto(`/usuarios/correos?recipient=${phone}`);
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await expect(notice).toContainText('WhatsApp');
  await expect(notice).toContainText(`+598 ${phone}`);
  // Beside the pickup notice, on the same number.
  await expect(row(page, phone).filter({ hasText: 'Tu paquete está en el locker' })).toContainText('WhatsApp');

  await page.goto('/usuarios/correos?recipient=ventana%40demo.test');
  await expect(row(page, 'ventana@demo.test').filter({ hasText: 'Venció el plazo para retirar tu paquete' }).first()).toContainText('Correo');
  await expectNoSeriousViolations(page);
});
