// XSS typed through the forms, in Chromium: script and attribute-breaking payloads go into every free-text field of
// the administration forms, the booking form, the transfer receipt, registration, the data request and the
// account form; after saving, each screen that shows them must show the text literally, with no dialog, no
// injected element (a script that would run, an element with a handler, the payload's image) and no CSP report
// (which would mean markup got into the page and only the policy stopped it). Fields whose rules refuse markup
// (letters only, e-mail) must refuse it and show it back inert. Stored through the API: tests/e2e/security/xss.spec.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { drawer, rowAction, toastText } from '../admin-support';
import { apiToken } from '../bookings-support';
import { bookingsMatching, deleteBookings, freeDoors } from '../excel-support';
import { accounts, PASSWORD, signIn, openFilters } from '../support';

const run = String(Date.now() % 100_000);
/** Markup that runs when it reaches the page as HTML: a script, and an attribute break with a handler. */
const script = (field: string) => `${field}${run}<script>alert(1)</script>`;
const attribute = (field: string) => `${field}${run}"><img src=x onerror=alert(1)>`;

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Fields typed into and screens checked, for docs/security.md. */
const figures = { fields: new Set<string>(), screens: new Set<string>() };

async function typePayload(field: Locator, value: string) {
  await field.fill(value);
  figures.fields.add(`${field}`);
}

/** Dialogs and CSP reports while the test runs: both must stay empty. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], csp: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) seen.csp.push(message.text());
  });
  return seen;
}

/** The payloads are on screen as text, and nothing of them became markup. */
async function expectShownInert(page: Page, texts: string[], where: string) {
  for (const text of texts) await expect(page.getByText(text).filter({ visible: true }).first(), `${where} shows ${text}`).toBeVisible();
  const injected = await page.evaluate(() => ({
    handlers: document.querySelectorAll('[onerror]').length,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.scripts].filter((s) => /^\s*alert\(1\)\s*$/.test(s.textContent ?? '')).length,
  }));
  expect(injected, `${where}: injected elements`).toEqual({ handlers: 0, images: 0, scripts: 0 });
  figures.screens.add(where);
}

async function apiDelete(request: APIRequestContext, token: string, path: string) {
  const reply = await request.delete(`/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status(), `DELETE ${path}`).toBeLessThan(300);
}

/** Records of a list whose `field` holds this run's marker. */
async function created(request: APIRequestContext, token: string, path: string, text: (record: Record<string, unknown>) => string) {
  const reply = await request.get(`/api/v2${path}${path.includes('?') ? '&' : '?'}perPage=100&sortBy=id&orderBy=DESC`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status(), `GET ${path}: ${await reply.text()}`).toBe(200);
  const records = (await reply.json()).data as Record<string, unknown>[];
  return records.filter((record) => text(record).includes(run)).map((record) => record.id as number);
}

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  mkdirSync('.data/security-figures', { recursive: true });
  writeFileSync(
    '.data/security-figures/xss-forms.json',
    `${JSON.stringify({ fields: figures.fields.size, screens: [...figures.screens], payloads: [script(''), attribute('')], measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
});

test('administration forms: apartments, residents, team users and articles show typed payloads as text', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const seen = watch(page);
  await signIn(page, accounts.admin);
  const names = { apartment: [script('ap'), attribute('ap')], resident: [attribute('re'), script('re')], user: [script('us'), attribute('us')], article: [attribute('ar'), script('ar')] };
  try {
    // Two records per form, so every field gets each kind of payload once.
    for (const [name, other] of [[script('ap'), attribute('ap')], [attribute('ap'), script('ap')]]) {
      await page.goto('/apartamentos?nuevo=1');
      const form = drawer(page, 'Nuevo apartamento');
      await typePayload(form.getByLabel('Nombre'), name!);
      await typePayload(form.getByLabel('Bloque'), other!);
      await typePayload(form.getByLabel('Número'), other!);
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(toastText(page, 'Apartamento creado.')).toBeVisible();
    }
    await page.goto('/apartamentos?sortBy=id&orderBy=DESC');
    await expectShownInert(page, names.apartment, '/apartamentos');

    for (const [index, [first, last]] of [[script('re'), attribute('re')], [attribute('re'), script('re')]].entries()) {
      await page.goto('/residentes?nuevo=1');
      const form = drawer(page, 'Nuevo residente');
      await typePayload(form.getByLabel('Nombre'), first!);
      await typePayload(form.getByLabel('Apellido'), last!);
      await form.getByLabel('Correo electrónico').fill(`xss-${run}-${index}@residentes.demo.test`);
      // The apartments above, by their names: the option labels are the payloads.
      await form.getByLabel('Apartamento').selectOption({ label: names.apartment[index]! });
      await form.getByLabel('Teléfono').fill('099 123 456');
      await typePayload(form.getByLabel('Comentarios'), `${script('co')} ${attribute('co')}`);
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(toastText(page, 'Residente creado.')).toBeVisible();
    }
    await page.goto('/residentes?sortBy=id&orderBy=DESC');
    await expectShownInert(page, [...names.resident, ...names.apartment], '/residentes');

    for (const [index, [first, last]] of [[script('us'), attribute('us')], [attribute('us'), script('us')]].entries()) {
      await page.goto('/usuarios?nuevo=1');
      const form = drawer(page, 'Nuevo usuario');
      await form.getByLabel('Rol').selectOption({ label: 'Operador' });
      await typePayload(form.getByLabel('Nombre'), first!);
      await typePayload(form.getByLabel('Apellido'), last!);
      await form.getByLabel('Correo electrónico').fill(`xss-${run}-${index}@usuarios.demo.test`);
      await form.getByLabel('Celular').fill('098 555 111');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(toastText(page, /Usuario creado/)).toBeVisible();
    }
    await page.goto('/usuarios?sortBy=id&orderBy=DESC');
    await expectShownInert(page, names.user, '/usuarios');
    // The permissions drawer names the user in its title.
    await rowAction(page, `Acciones de ${script('us')} ${attribute('us')}`, 'Permisos');
    await expect(drawer(page, `Permisos de ${script('us')} ${attribute('us')}`)).toBeVisible();
    await expectShownInert(page, [`Permisos de ${script('us')}`], 'permissions drawer');

    for (const [name, description] of [[script('ar'), attribute('ar')], [attribute('ar'), script('ar')]]) {
      await page.goto('/articulos?nuevo=1');
      const form = drawer(page, 'Nuevo artículo');
      await typePayload(form.getByLabel('Nombre'), name!);
      await form.getByLabel('Precio').fill('10');
      await typePayload(form.getByLabel('Descripción corta'), description!);
      await typePayload(form.getByLabel('Descripción larga'), `${name} ${description}`);
      await form.getByRole('button', { name: 'Guardar' }).click();
      await expect(toastText(page, 'Artículo creado.')).toBeVisible();
    }
    await page.goto('/articulos?sortBy=id&orderBy=DESC');
    await expectShownInert(page, names.article, '/articulos');
    expect(seen).toEqual({ dialogs: [], csp: [] });
  } finally {
    for (const id of await created(request, token, '/user/team?type=Residente', (u) => JSON.stringify(u.personal_info))) await apiDelete(request, token, `/user/team/${id}`);
    for (const id of await created(request, token, '/user/team', (u) => JSON.stringify(u.personal_info))) await apiDelete(request, token, `/user/team/${id}`);
    for (const id of await created(request, token, '/apartments', (a) => String(a.name))) await apiDelete(request, token, `/apartments/${id}`);
    for (const id of await created(request, token, '/articles', (a) => String(a.nombre))) await apiDelete(request, token, `/articles/${id}`);
  }
});

test('booking form and transfer receipt: the reference, notes and transaction number show as text', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const [door] = await freeDoors(request, token, 1);
  const seen = watch(page);
  await signIn(page, accounts.admin);
  try {
    await page.goto('/reservas?nuevo=1');
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    await typePayload(dialog.getByLabel(/Referencia de la reserva/), attribute('bo'));
    await dialog.getByLabel('Correo electrónico').fill('cliente@demo.test');
    await dialog.getByLabel(/Locker/).selectOption({ label: door!.name });
    await dialog.getByLabel(/Tamaño/).selectOption(String(door!.sizeId));
    await typePayload(dialog.getByLabel(/Notas/), `${script('no')} ${attribute('no')}`);
    await dialog.getByRole('button', { name: 'Crear reserva' }).click();
    await expect(page.getByText(/^Reserva \d+ creada/)).toBeVisible();
    const [booking] = await bookingsMatching(request, token, `bo${run}`);
    expect(booking).toBeDefined();
    await page.goto('/reservas');
    await expectShownInert(page, [attribute('bo')], '/reservas');
    await page.goto(`/reservas/${booking!.id}`);
    await expectShownInert(page, [attribute('bo'), script('no'), attribute('no')], `/reservas/${booking!.id}`);

    await page.goto('/estado-de-cuenta');
    await page.getByRole('link', { name: 'Subir comprobante' }).click();
    const receipt = page.getByRole('dialog', { name: 'Subir comprobante de transferencia' });
    await receipt.getByLabel('Monto transferido (UYU)').fill('1220');
    await receipt.getByLabel('Fecha de la transferencia').fill('2025-11-20');
    await typePayload(receipt.getByLabel('Número de transacción'), script('tx'));
    await receipt.getByLabel('Archivo', { exact: true }).setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: png });
    await receipt.getByRole('button', { name: 'Subir comprobante' }).click();
    await expect(page.getByText('Comprobante enviado. Lo revisaremos y acreditaremos los créditos dentro de las 48 horas.')).toBeVisible();
    // The service's staff, who confirm receipts, see it in their pending list as text.
    await page.context().clearCookies();
    await signIn(page, accounts.serviceOperator);
    await page.goto('/estado-de-cuenta');
    await expect(page.getByRole('region', { name: 'Comprobantes de transferencia pendientes' }).getByText(script('tx'))).toBeVisible();
    await expectShownInert(page, [script('tx')], '/estado-de-cuenta');
    expect(seen).toEqual({ dialogs: [], csp: [] });
  } finally {
    const bookings = await bookingsMatching(request, token, `bo${run}`);
    await deleteBookings(request, token, bookings.map((b) => b.id));
  }
});

test('registration: the names a new business types show as text once it signs in', async ({ page, request }) => {
  test.setTimeout(90_000);
  const seen = watch(page);
  const email = `xss-${run}@registro.demo.test`;
  const password = PASSWORD;
  await page.goto('/registro');
  await typePayload(page.getByLabel('Nombre comercial'), script('bu'));
  await typePayload(page.getByLabel('Nombre', { exact: true }), script('rn'));
  await typePayload(page.getByLabel('Apellido'), attribute('rl'));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono móvil').fill('099 555 123');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repetí la contraseña').fill(password);
  await page.getByLabel('Acepto los términos y condiciones del servicio').check();
  await page.getByLabel('Declaro que no enviaré mercadería peligrosa ni perecedera').check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  // Registering signs the new business in.
  await expect(page).toHaveURL(/\/$/);

  // The training and the menu tour are not what this test is about: marked seen through the API.
  const token = await apiToken(request, email);
  const walkthrough = await request.post('/api/v2/auth/walkthrough', {
    headers: { authorization: `Bearer ${token}` },
    data: [{ type: 'video_cuestionario', seen: true }, { type: 'menu', seen: true }],
  });
  expect(walkthrough.status()).toBeLessThan(300);
  await page.reload();
  await page.getByRole('button', { name: /Menú de usuario|User menu/ }).click();
  await expectShownInert(page, [`${script('rn')} ${attribute('rl')}`], 'user menu');
  expect(seen).toEqual({ dialogs: [], csp: [] });
});

test('fields whose rules refuse markup refuse it and show it back inert: data request, account, list filters', async ({ page, context }) => {
  const seen = watch(page);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${200 + (Number(run) % 50)}` });
  await page.goto('/solicitud-de-datos?order=AR4P8N3D');
  const fields = ['Nombre', 'Apellido', 'Correo electrónico', 'Número de pasaporte', 'Número de vuelo'];
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  for (const [index, label] of fields.entries()) await typePayload(field(label), index % 2 ? attribute('dr') : script('dr'));
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Solo puede contener letras', { exact: true }).first()).toBeVisible();
  for (const [index, label] of fields.entries()) await expect(field(label)).toHaveValue(index % 2 ? attribute('dr') : script('dr'));
  await expectShownInert(page, [], '/solicitud-de-datos');
  // The order number is shown back too, from the URL.
  await page.goto(`/solicitud-de-datos?order=${encodeURIComponent(attribute('or'))}`);
  await expect(page.locator('#order-error')).toBeVisible();
  await expectShownInert(page, [], '/solicitud-de-datos?order=…');

  await page.setExtraHTTPHeaders({});
  await signIn(page, accounts.operator);
  await page.goto('/configuracion-de-la-cuenta');
  await typePayload(page.getByLabel('Nuevo correo electrónico'), attribute('em'));
  await page.getByLabel('Contraseña actual', { exact: true }).first().fill('demo1234');
  await page.getByRole('button', { name: /Cambiar correo|Guardar correo/ }).click();
  await expect(page.getByText('El correo electrónico debe ser válido')).toBeVisible();
  await expectShownInert(page, [], '/configuracion-de-la-cuenta');

  // A list filter reflects what was typed: in the URL, and back in its input.
  await context.clearCookies();
  await signIn(page, accounts.admin);
  await page.goto('/apartamentos');
  await openFilters(page);
  await typePayload(page.getByLabel('Bloque', { exact: true }), attribute('fi'));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/block=/);
  await expect(page.getByLabel('Bloque', { exact: true })).toHaveValue(attribute('fi'));
  await expectShownInert(page, [], '/apartamentos?block=…');
  expect(seen).toEqual({ dialogs: [], csp: [] });
});
