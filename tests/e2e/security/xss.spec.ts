// Stored XSS: script and attribute-breaking payloads saved in the text fields of apartments, articles, team users
// and bookings render as plain text on their screens; nothing runs (no dialog, no global set by the payload).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, signIn } from '../support';
import { freeDoors } from '../excel-support';
import { apiToken } from './sessions';

const script = '<script>window.__xss=1</script>';
const attribute = '"><img src=x onerror=window.__xss=1>';

async function create(request: APIRequestContext, token: string, path: string, data: unknown) {
  const reply = await request.post(`/api/v2${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(201);
  return (await reply.json()).data.id as number;
}

test('payloads in every text field render inert', async ({ page, request, baseURL }) => {
  const token = await apiToken(request, baseURL!, accounts.admin);
  // A door that is free now: other tests hold some of the demo lockers' doors while they run.
  const [door] = await freeDoors(request, token, 1);
  const created: string[] = [];
  const apartment = await create(request, token, '/apartments', { name: script, block: attribute, number: 'X1' });
  created.push(`/apartments/${apartment}`);
  const article = await create(request, token, '/articles', { nombre: script, descripcion_corta: attribute, precio: 10 });
  created.push(`/articles/${article}`);
  const user = await create(request, token, '/user/team', {
    sub_type: 3,
    name: script,
    last_name: attribute,
    cellphone: '099123456',
    email: `xss-${Date.now()}@test.example`,
  });
  created.push(`/user/team/${user}`);
  const booking = await create(request, token, '/booking', {
    location_id: door!.id,
    size_id: door!.sizeId,
    code_validity_hours: 72,
    whatsapp: false,
    notes: script,
    client: { description: attribute, email: 'xss@example.com' },
  });
  created.push(`/booking/${booking}`);

  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, accounts.admin);
    for (const url of [`/apartamentos?id=${apartment}`, `/articulos?id=${article}`, `/usuarios?id=${user}`, `/reservas/${booking}`]) {
      await page.goto(url);
      await expect(page.getByText(url.startsWith('/reservas') ? attribute : script).first(), url).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
      expect(await page.locator('img[src="x"]').count(), url).toBe(0);
    }
    expect(dialogs).toEqual([]);
  } finally {
    for (const path of created.reverse()) await request.delete(`/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
  }
});
