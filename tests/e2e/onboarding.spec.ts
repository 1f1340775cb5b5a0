// A new business signs up, accepts the terms, watches the training video, answers the quiz (a wrong answer
// first), finishes, and never sees the dialogs again. Then its password is reset through the outbox e-mail.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './admin-support';
import { readOutboxBody } from './outbox-support';

const email = `nuevo-${Date.now()}@example.com`;
const password = 'clave1234';

async function register(page: Page) {
  await page.goto('/registro');
  await page.getByLabel('Nombre comercial').fill('Envíos del Sur');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Gómez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono móvil').fill('099 555 123');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repetí la contraseña').fill(password);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  // Both declarations are required.
  await expect(page.getByText('Debés aceptar los términos y condiciones')).toBeVisible();
  await expect(page.getByText('Debés declarar que no vas a enviar mercadería peligrosa ni perecedera')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repetí la contraseña').fill(password);
  await page.getByLabel('Acepto los términos y condiciones del servicio').check();
  await page.getByLabel('Declaro que no enviaré mercadería peligrosa ni perecedera').check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  // Registering signs the new user in: the dashboard, not the sign-in form, comes next.
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, pass = password) {
  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(pass);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/iniciar-sesion/);
}

test.describe.configure({ mode: 'serial' });

test('a new user registers, accepts the terms, watches the video, passes the quiz once and for all', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page);

  // A registered user accepted the terms on the form, so the training comes first (the terms dialog is met
  // by a team member who has not accepted them, below).
  const training = page.getByRole('dialog', { name: 'Capacitación: cómo funcionan los lockers' });
  await expect(training).toBeVisible();
  await expect(training.getByText('Para poder continuar con el cuestionario, debés ver el video completo.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Watch: seek near the end and play (muted, as autoplay allows).
  await page.getByTestId('training-video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    if (!Number.isFinite(video.duration)) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    video.currentTime = video.duration * 0.8;
    await video.play();
  });
  await expect(training.getByText('Pregunta 1 de 6')).toBeVisible({ timeout: 10_000 });

  const next = training.getByRole('button', { name: 'Siguiente pregunta' });
  await expect(next).toBeDisabled();
  await training.getByLabel('El paquete ya está en el locker').check();
  await expect(training.getByText('No. Cuando el paquete está en el locker el estado es «Ingresado».')).toBeVisible();
  await expect(next).toBeDisabled();
  await training.getByLabel('El paquete todavía no está en el locker').check();
  await expect(training.getByText(/^¡Correcto!/)).toBeVisible();
  await next.click();

  const rightAnswers = [
    'Cuando el paquete se ingresa al locker (estado «Ingresado»)',
    'El destinatario ya retiró el paquete',
    'El código de retiro y, si se indicó su CI, al menos sus últimos 4 dígitos',
    'Edito la reserva y extiendo su vencimiento',
  ];
  for (const answer of rightAnswers) {
    await training.getByLabel(answer).check();
    await next.click();
  }
  await expect(training.getByText('Pregunta 6 de 6')).toBeVisible();
  await training.getByRole('button', { name: 'Pregunta anterior' }).click();
  await expect(training.getByText('Pregunta 5 de 6')).toBeVisible();
  await next.click();
  const finish = training.getByRole('button', { name: 'Finalizar cuestionario' });
  await expect(finish).toBeDisabled();
  await training.getByLabel('Actualizo la reserva para autorizar el retiro').check();
  await finish.click();

  const congratulations = page.getByRole('alertdialog', { name: '¡Felicitaciones!' });
  await expect(congratulations).toBeVisible();
  await congratulations.getByRole('button', { name: 'Comenzar a usar el panel' }).click();
  await expect(training).toBeHidden();

  // First visit: the menu walkthrough follows, step by step, then never again.
  const tour = page.getByRole('dialog', { name: 'El menú' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('dialog', { name: 'Reservas' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Reservas' }).getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('dialog', { name: 'Notificaciones' }).getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('dialog', { name: 'Ayuda' }).getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByRole('dialog', { name: 'Ayuda' })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A new business has no notifications yet.
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(page.getByText('No hay notificaciones')).toBeVisible();
  await page.keyboard.press('Escape');

  // The dashboard says what to do first, each step linking to where it is done.
  const steps = page.getByRole('region', { name: 'Primeros pasos' });
  await expect(steps).toBeVisible();
  await expect(steps.getByText('0 de 3 hechos')).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Recargar créditos' })).toHaveAttribute('href', '/estado-de-cuenta?recargar=1');
  await expect(steps.getByRole('link', { name: 'Nueva reserva' })).toHaveAttribute('href', '/reservas?nuevo=1');
  await expect(steps.getByRole('link', { name: 'Nuevo usuario' })).toHaveAttribute('href', '/usuarios?nuevo=1');
  await expectNoSeriousViolations(page);

  // A step is done when the data says so: with a second team member, inviting the team is ticked.
  const token = (await (await page.request.post('/api/v2/auth/login', { data: { email, password } })).json()).token as string;
  const added = await page.request.post('/api/v2/user/team', {
    headers: { authorization: `Bearer ${token}` },
    data: { sub_type: 3, name: 'Ana', last_name: 'Pérez', cellphone: '099333444', email: `ana-${Date.now()}@example.com`, password: 'equipo123' },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  await expect(steps.getByText('1 de 3 hechos')).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Nuevo usuario' })).toHaveCount(0);
  await expect(steps.getByText('Invitá a tu equipo')).toBeVisible();
});

test('a new administrator must accept the terms, then gets the training, and closing it is remembered', async ({ page }) => {
  test.setTimeout(90_000);
  // The registered administrator adds another administrator (who may accept the terms for the business:
  // user-accept-tc) with a known password: accepted_tc starts false.
  const token = (await (await page.request.post('/api/v2/auth/login', { data: { email, password } })).json()).token as string;
  const member = `equipo-${Date.now()}@example.com`;
  const created = await page.request.post('/api/v2/user/team', {
    headers: { authorization: `Bearer ${token}` },
    data: { sub_type: 2, name: 'Pablo', last_name: 'Ruiz', cellphone: '099111222', email: member, password: 'equipo123' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(member);
  await page.getByLabel('Contraseña').fill('equipo123');
  await page.getByRole('button', { name: 'Ingresar' }).click();

  const terms = page.getByRole('dialog', { name: 'CONDICIONES GENERALES' });
  await expect(terms).toBeVisible();
  await expect(terms.getByTestId('terms-text')).toContainText('20 kg');
  await expect(terms.getByTestId('terms-text')).toContainText('336 horas');
  // Persistent: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(terms).toBeVisible();
  const proceed = terms.getByRole('button', { name: 'Continuar' });
  await expect(proceed).toBeDisabled();
  await terms.getByLabel('Nombre comercial (fantasía)').fill('Sucursal Centro');
  await expect(proceed).toBeDisabled();
  await terms.getByLabel('He leído y acepto las condiciones generales').check();
  await terms.getByLabel('He leído y acepto las condiciones generales').uncheck();
  await expect(terms.getByText('Debés aceptar los términos y condiciones')).toBeVisible();
  await terms.getByLabel('He leído y acepto las condiciones generales').check();
  await expectNoSeriousViolations(page);
  await proceed.click();

  const training = page.getByRole('dialog', { name: 'Capacitación: cómo funcionan los lockers' });
  await expect(training).toBeVisible();
  await training.getByRole('button', { name: 'Cerrar' }).click();
  await expect(training).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a new operator, who may not accept the terms for the business, goes straight to the training', async ({ page }) => {
  const token = (await (await page.request.post('/api/v2/auth/login', { data: { email, password } })).json()).token as string;
  const member = `operador-${Date.now()}@example.com`;
  const created = await page.request.post('/api/v2/user/team', {
    headers: { authorization: `Bearer ${token}` },
    data: { sub_type: 3, name: 'Olga', last_name: 'Sosa', cellphone: '099111333', email: member, password: 'equipo123' },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).data.permissions).not.toContain('user-accept-tc');

  await page.goto('/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(member);
  await page.getByLabel('Contraseña').fill('equipo123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('dialog', { name: 'Capacitación: cómo funcionan los lockers' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'CONDICIONES GENERALES' })).toHaveCount(0);
});

test('a forgotten password is reset through the e-mailed link, once', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The sign-in form has an e-mail field too: fill the new page's, not the one being left.
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo está registrado, vas a recibir un enlace para restablecer la contraseña.')).toBeVisible({ timeout: 15_000 });

  // The outbox holds the e-mail (no SMTP here). The API never shows a reset link, not even to the business's
  // administrator: the test reads it from the database, as the recipient's mailbox would receive it.
  const token = (await (await page.request.post('/api/v2/auth/login', { data: { email, password } })).json()).token as string;
  const outbox = await (await page.request.get(`/api/v2/mail/outbox?recipient=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const listed = (outbox.data as { recipient: string; subject: string; body: string }[]).find((m) => m.recipient === email && m.subject === 'Restablecer tu contraseña');
  expect(listed).toBeDefined();
  expect(listed!.body).not.toContain('token=');
  const body = await readOutboxBody(email, 'Restablecer tu contraseña');
  expect(body).not.toBeNull();
  const link = new URL(/https?:\/\/\S+\/restablecer-contrasena\?token=\S+/.exec(body!)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva5678');
  await page.getByLabel('Repetí la nueva contraseña').fill('nueva5678');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña fue actualizada.')).toBeVisible();

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('tercera999');
  await page.getByLabel('Repetí la nueva contraseña').fill('tercera999');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('El enlace para restablecer la contraseña no es válido o ya venció')).toBeVisible();

  await signIn(page, 'nueva5678');
});

test('account settings show the errors on the form, then change the password and the e-mail', async ({ page }) => {
  await signIn(page, 'nueva5678');
  await page.goto('/configuracion-de-la-cuenta');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeVisible();
  const passwordForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Cambiar contraseña' }) });
  await passwordForm.getByLabel('Contraseña actual').fill('equivocada1');
  await passwordForm.getByLabel('Nueva contraseña', { exact: true }).fill('abc');
  await passwordForm.getByLabel('Repetí la nueva contraseña').fill('abc');
  await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(passwordForm.getByText('La contraseña debe tener al menos 6 caracteres alfanuméricos')).toBeVisible();
  await passwordForm.getByLabel('Contraseña actual').fill('equivocada1');
  await passwordForm.getByLabel('Nueva contraseña', { exact: true }).fill('cambiada123');
  await passwordForm.getByLabel('Repetí la nueva contraseña').fill('cambiada123');
  await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(passwordForm.getByText('La contraseña actual no es correcta')).toBeVisible();
  await passwordForm.getByLabel('Contraseña actual').fill('nueva5678');
  await passwordForm.getByLabel('Nueva contraseña', { exact: true }).fill('cambiada123');
  await passwordForm.getByLabel('Repetí la nueva contraseña').fill('cambiada123');
  await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(passwordForm.getByText('La contraseña fue actualizada.')).toBeVisible();

  const emailForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Cambiar correo' }) });
  await emailForm.getByLabel('Nuevo correo electrónico').fill('admin@demo.test');
  await emailForm.getByLabel('Contraseña actual').fill('cambiada123');
  await emailForm.getByRole('button', { name: 'Cambiar correo' }).click();
  await expect(emailForm.getByText('El correo electrónico ya está registrado')).toBeVisible();
  const renamed = `renombrado-${Date.now()}@example.com`;
  await emailForm.getByLabel('Nuevo correo electrónico').fill(renamed);
  await emailForm.getByLabel('Contraseña actual').fill('cambiada123');
  await emailForm.getByRole('button', { name: 'Cambiar correo' }).click();
  await expect(emailForm.getByText('El correo electrónico fue actualizado.')).toBeVisible();
  await expect(page.getByText(`Correo actual: ${renamed}`)).toBeVisible();
  await expectNoSeriousViolations(page);
});
