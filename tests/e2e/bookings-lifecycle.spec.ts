import { expect, test } from '@playwright/test';
import { apiToken, createBookingViaApi, dataRows, dropOff, getBookingViaApi, pickUp, sizeIds } from './bookings-support';
import { accounts, signIn } from './support';

test('creating a booking in the modal: validation, the CI warning, then the new row and its page', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await page.getByRole('link', { name: 'Nueva reserva' }).click();
  await expect(page).toHaveURL(/nuevo=1/);
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });

  // The modal is URL state: it survives a reload.
  await page.reload();
  await expect(dialog.getByLabel(/Referencia de la reserva/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dialog.getByText('Este campo es requerido').first()).toBeVisible();
  await dialog.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await dialog.getByLabel('CI', { exact: true }).fill('12345678');
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dialog.getByText('El correo electrónico debe ser válido')).toBeVisible();
  await expect(dialog.getByText('Esta CI que ingresaste no cumple con los estándares de Uruguay. Si no es una CI, desestimá este mensaje.')).toBeVisible();

  const reference = `E2E ${Date.now()}`;
  await dialog.getByLabel(/Referencia de la reserva/).fill(reference);
  await dialog.getByLabel('Correo electrónico').fill('destinatario@demo.test');
  // The warning does not block: a document that is not a CI is still accepted.
  await dialog.getByLabel('Celular', { exact: true }).fill('099123456');
  await dialog.getByLabel(/Locker/).selectOption({ label: 'Tienda Centro' });
  await dialog.getByLabel(/Tamaño/).selectOption(sizeIds.Grande);
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  // The modal stays open with the booking: its id as the title and the drop-off code, the one thing needed next.
  const created = page.getByRole('dialog', { name: /^Reserva \d+ creada$/ });
  const title = created.getByRole('heading', { name: /^Reserva \d+ creada$/ });
  await expect(title).toBeFocused();
  const id = (await title.innerText()).match(/\d+/)![0];
  const code = await created.getByText(/^\d{6}$/).innerText();
  await expect(created.getByRole('definition')).toContainText(['Tienda Centro', 'Grande']);
  // No toast repeats it (the panel replaced it).
  await expect(page.getByText(/Código de ingreso: \d/)).toHaveCount(0);

  // The list behind it already shows the new row.
  const row = dataRows(page).filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row.getByText('Reserva', { exact: true })).toBeVisible();
  await created.getByRole('link', { name: 'Ver reserva' }).click();

  await expect(page).toHaveURL(new RegExp(`/reservas/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Reserva ${id}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The form stores the country's code; the page dials it: prefix and number.
  await expect(page.locator('main').getByText('+598 099123456')).toBeVisible();
  // The QR is drawn: its own SVG is shown and its dark modules' path spans many rows (one "M…" per row).
  const qr = page.getByRole('img', { name: /Código QR del Código de ingreso: \d{6}/ });
  await expect(qr.locator('svg')).toBeVisible();
  await expect(qr.locator('svg path[stroke]')).toHaveAttribute('d', /^(?:M[^M]+){10}/);
  await expect(page.getByRole('heading', { name: 'Historial de cambios' })).toBeVisible();
  await expect(page.getByText('Reserva creada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transacciones' })).toBeVisible();

  // The map loads only on request; offline, the address is what users see.
  await page.getByRole('button', { name: 'Ver mapa' }).click();
  const fallback = page.getByRole('status').filter({ hasText: 'No se pudo cargar el mapa.' });
  await expect(fallback.getByText('Av. 18 de Julio 1234, Montevideo')).toBeVisible();
});

test('a booking with the reference "Prueba" stays in the browser: code 012345, Reserva, small, on top', async ({ page, request }) => {
  await signIn(page, accounts.admin);
  const token = await apiToken(request);
  const before = (await (await request.get('/api/v2/booking?perPage=1', { headers: { authorization: `Bearer ${token}` } })).json()).meta.total;

  await page.goto('/reservas?nuevo=1');
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByLabel(/Referencia de la reserva/).fill('Prueba');
  await dialog.getByLabel(/Locker/).selectOption({ label: 'Tienda Centro' });
  await dialog.getByLabel(/Tamaño/).selectOption(sizeIds.Grande);
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  // The same panel as a real booking's, as a rehearsal: its fixed code, said to open nothing, and no page to open.
  const created = page.getByRole('dialog', { name: 'Reserva de prueba creada' });
  await expect(created.getByText('012345', { exact: true })).toBeVisible();
  await expect(created.getByText(/No se envió al servidor/)).toBeVisible();
  await expect(created.getByRole('link', { name: 'Ver reserva' })).toHaveCount(0);
  await created.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const first = dataRows(page).first();
  await expect(first.getByText('Reserva de prueba')).toBeVisible();
  await expect(first).toContainText('012345');
  await expect(first).toContainText('Pequeño');
  await expect(first.getByText('Reserva', { exact: true })).toBeVisible();

  const after = (await (await request.get('/api/v2/booking?perPage=1', { headers: { authorization: `Bearer ${token}` } })).json()).meta.total;
  expect(after).toBe(before);

  await page.reload();
  await expect(dataRows(page).first().getByText('Reserva de prueba')).toBeVisible();
  // Its toggle opens the same details as a server row's, drawn in the browser.
  const toggle = dataRows(page).first().getByRole('button', { name: 'Reserva de prueba', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator('tr.row-detail:not([hidden])');
  await expect(details).toHaveCount(1);
  await expect(details).toContainText('Validez del código (horas)');
  await expect(details).toContainText(/\d+ horas?/);
  // Only on top of the plain list: a filter (or a later page) it would not match leaves it out, and an empty
  // result says so.
  await page.goto('/reservas?description=no-existe-ninguna');
  await expect(page.getByText('No hay reservas que coincidan con los filtros.')).toBeVisible();
  await expect(page.getByText('Reserva de prueba')).toHaveCount(0);
  await page.goto('/reservas');
  await page.getByRole('button', { name: 'Quitar la reserva de prueba' }).click();
  await expect(page.getByText('Reserva de prueba')).toHaveCount(0);
  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByText('Reserva de prueba')).toHaveCount(0);
});

test('the locker simulation drives a booking through drop-off and pickup, and the page follows', async ({ page, request }) => {
  const token = await apiToken(request);
  const created = await createBookingViaApi(request, token, `Ciclo ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas/${created.id}`);
  await expect(page.locator('main').getByText('Reserva', { exact: true })).toBeVisible();

  await dropOff(request, token, created);
  await page.reload();
  await expect(page.locator('main').getByText('Ingresado', { exact: true }).first()).toBeVisible();
  // In the timeline (the bell in the top bar may say so too).
  await expect(page.locator('main').getByText('Paquete ingresado')).toBeVisible();
  await expect(page.getByRole('img', { name: /Código QR del Código de retiro/ })).toBeVisible();

  await pickUp(request, token, await getBookingViaApi(request, token, created.id));
  await page.reload();
  await expect(page.locator('main').getByText('Retirado', { exact: true }).first()).toBeVisible();
  await expect(page.locator('main').getByText('Paquete retirado')).toBeVisible();
  // Collected: neither code opens a door any more, so no QR offers one.
  await expect(page.getByText('Esta reserva no tiene un código vigente.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Código QR/ })).toHaveCount(0);
});

test('each action shows its outcome as a toast: regenerate and delete (confirmed), resend, extend, authorize, renew', async ({ page, request }) => {
  const token = await apiToken(request);
  await signIn(page, accounts.admin);

  // A fresh Reserva: regenerate its code, then delete it, from the list's row menu.
  const booked = await createBookingViaApi(request, token, `Acciones ${Date.now()}`);
  await page.goto(`/reservas?id=${booked.id}`);
  await page.getByRole('button', { name: `Acciones de la reserva ${booked.id}` }).click();
  await page.getByRole('button', { name: 'Regenerar código' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerar código' }).click();
  await expect(page.getByText('Código regenerado.')).toBeVisible();
  await expect(dataRows(page).first()).not.toContainText(booked.insert_code);
  await page.getByRole('button', { name: `Acciones de la reserva ${booked.id}` }).click();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  // The confirmation says what happens to the credits.
  await expect(page.getByRole('alertdialog')).toContainText('se devuelven los créditos');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Reserva eliminada.')).toBeVisible();
  await expect(dataRows(page).first()).toContainText('Eliminada');
  // A deleted booking's drop-off code opens nothing: neither the list nor its page shows it.
  const regenerated = (await getBookingViaApi(request, token, booked.id)).insert_code;
  await expect(dataRows(page).first()).not.toContainText(regenerated);
  await page.goto(`/reservas/${booked.id}`);
  await expect(page.locator('main')).not.toContainText(regenerated);

  // A parcel in the locker: resend, extend (5 days at least), authorize, from the booking's page.
  const parcel = await createBookingViaApi(request, token, `Paquete ${Date.now()}`);
  await dropOff(request, token, parcel);
  await page.goto(`/reservas/${parcel.id}`);
  await page.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText('Código reenviado.')).toBeVisible();
  await page.getByRole('button', { name: 'Extender' }).click();
  const extend = page.getByRole('dialog', { name: `Extender la reserva ${parcel.id}` });
  await extend.getByLabel('Días').fill('7,5');
  await extend.getByRole('button', { name: 'Extender' }).click();
  await expect(extend.getByText('Debe ser un número entero')).toBeVisible();
  await extend.getByLabel('Días').fill('3');
  await extend.getByRole('button', { name: 'Extender' }).click();
  await expect(extend.getByText('No puede ser menor a 5 días')).toBeVisible();
  await extend.getByLabel('Días').fill('7');
  await extend.getByRole('button', { name: 'Extender' }).click();
  await expect(page.getByText(/^Reserva extendida hasta el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(page.getByText('Reserva extendida', { exact: true })).toBeVisible(); // the timeline entry
  await page.getByRole('button', { name: 'Autorizar retiro' }).click();
  await expect(page.getByText('Retiro autorizado.')).toBeVisible();
  await expect(page.locator('main').getByText('Autorizacion retiro', { exact: true }).first()).toBeVisible();

  // A lapsed drop-off code (seeded Ingreso Vencido): renew.
  await page.goto('/reservas?status=5');
  const lapsedId = (await dataRows(page).first().locator('td').first().innerText()).trim();
  await page.getByRole('button', { name: `Acciones de la reserva ${lapsedId}` }).click();
  await page.getByRole('button', { name: 'Renovar' }).click();
  await expect(page.getByText('Reserva renovada.')).toBeVisible();
});

test('the server’s refusal reaches the user: a 412 message as a toast', async ({ page, request }) => {
  const token = await apiToken(request);
  const booked = await createBookingViaApi(request, token, `Rechazo ${Date.now()}`);
  await signIn(page, accounts.admin);
  await page.goto(`/reservas?id=${booked.id}`);
  // The row offers regenerate for a Reserva; meanwhile the parcel is dropped off, so the server refuses.
  await dropOff(request, token, booked);
  await page.getByRole('button', { name: `Acciones de la reserva ${booked.id}` }).click();
  await page.getByRole('button', { name: 'Regenerar código' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerar código' }).click();
  await expect(page.getByText('Solo se puede regenerar el código de una reserva sin ingresar.')).toBeVisible();
});
