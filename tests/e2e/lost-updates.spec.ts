// Lost updates in the browser: two people edit the same article; the second save is refused, the drawer shows
// what the first person changed and loads it on request, and saving again keeps both edits.
import { expect, test } from '@playwright/test';
import { drawer, expectNoSeriousViolations, row, rowAction, toastText } from './admin-support';
import { accounts, PASSWORD, signIn } from './support';

test('an article saved by someone else meanwhile: conflict shown, current values loaded, nothing overwritten', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const login = await request.post('/api/v2/auth/login', { data: { email: accounts.admin, password: PASSWORD } });
  const { token } = await login.json();
  const name = `Conflicto ${Date.now().toString(36)}`;
  const created = await request.post('/api/v2/articles', {
    headers: { authorization: `Bearer ${token}` },
    data: { nombre: name, descripcion_corta: 'Original', precio: '10.00', vendible: true, virtual: false },
  });
  expect(created.status()).toBe(201);
  const { data: article } = await created.json();

  // Ana on a phone in dark mode: the notice must read well there too.
  const ana = await (await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' })).newPage();
  const bruno = await (await browser.newContext()).newPage();
  for (const page of [ana, bruno]) {
    await signIn(page, accounts.admin);
    await page.goto('/articulos');
    await rowAction(page, `Acciones del artículo ${name}`, 'Editar');
  }

  // Bruno changes the price and saves first.
  const brunoForm = drawer(bruno, `Editar el artículo ${name}`);
  await brunoForm.getByLabel('Precio').fill('99.90');
  await brunoForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(bruno, 'Artículo actualizado.')).toBeVisible();

  // Ana, on the form she opened before, changes the short description: refused, with Bruno's price shown.
  const anaForm = drawer(ana, `Editar el artículo ${name}`);
  await anaForm.getByLabel('Descripción corta').fill('Cambiada por Ana');
  await anaForm.getByRole('button', { name: 'Guardar' }).click();
  const notice = anaForm.getByRole('alert').filter({ hasText: 'Otra persona modificó este registro' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('definition')).toHaveText(['99.90']);
  await expect(notice.getByRole('term')).toHaveText(['Precio']);
  await notice.scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(ana);
  await ana.screenshot({ path: 'test-results/lost-update-conflict.png' });
  // Nothing was overwritten.
  const stored = await (await request.get(`/api/v2/articles/${article.id}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(stored.data).toMatchObject({ precio: '99.90', descripcion_corta: 'Original' });

  // She loads the current values (Bruno's price), redoes her change and saves: both edits kept.
  await notice.getByRole('button', { name: 'Cargar los valores actuales' }).click();
  await expect(anaForm.getByLabel('Precio')).toHaveValue('99.90');
  await expect(anaForm.getByLabel('Descripción corta')).toHaveValue('Original');
  await anaForm.getByLabel('Descripción corta').fill('Cambiada por Ana');
  await anaForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(ana, 'Artículo actualizado.')).toBeVisible();
  await expect(row(ana, name)).toContainText('Cambiada por Ana');
  await expect(row(ana, name)).toContainText('99,90');

  await request.delete(`/api/v2/articles/${article.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('a team user whose role someone changed meanwhile: the notice names the role, not its number', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const login = await request.post('/api/v2/auth/login', { data: { email: accounts.admin, password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const lastName = `Carrera${Date.now().toString(36)}`;
  const created = await request.post('/api/v2/user/team', {
    headers,
    data: { sub_type: '3', name: 'Rosa', last_name: lastName, cellphone: '099123456', email: `${lastName.toLowerCase()}@demo.test`, id_document: '12345672' },
  });
  expect(created.status()).toBe(201);

  const ana = await (await browser.newContext()).newPage();
  const bruno = await (await browser.newContext()).newPage();
  for (const page of [ana, bruno]) {
    await signIn(page, accounts.admin);
    await page.goto(`/usuarios?last_name=${lastName}`);
    await rowAction(page, `Acciones de Rosa ${lastName}`, 'Editar');
  }
  const brunoForm = drawer(bruno, `Editar el usuario Rosa ${lastName}`);
  await brunoForm.getByLabel('Rol').selectOption({ label: 'Repartidor' });
  await brunoForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(bruno, 'Usuario actualizado.')).toBeVisible();

  const anaForm = drawer(ana, `Editar el usuario Rosa ${lastName}`);
  await anaForm.getByLabel('Celular').fill('098 000 111');
  await anaForm.getByRole('button', { name: 'Guardar' }).click();
  const notice = anaForm.getByRole('alert').filter({ hasText: 'Otra persona modificó este registro' });
  await expect(notice.getByRole('term')).toHaveText(['Rol']);
  await expect(notice.getByRole('definition')).toHaveText(['Repartidor']);
  await notice.getByRole('button', { name: 'Cargar los valores actuales' }).click();
  await expect(anaForm.getByLabel('Rol')).toHaveValue('4');
  await anaForm.getByLabel('Celular').fill('098 000 111');
  await anaForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(ana, 'Usuario actualizado.')).toBeVisible();
  await expect(row(ana, lastName)).toContainText('Repartidor');
  await expect(row(ana, lastName)).toContainText('098 000 111');
});
