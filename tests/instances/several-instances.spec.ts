// Several instances behind nginx sharing one PostgreSQL: a session made on one is good on the other, a server
// action rendered by one is handled by the other, nginx spreads a browsing user over both, and the expiry sweep
// runs exactly once per period across both.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { chromium, expect, test } from '@playwright/test';
import { apiToken, createBookingViaApi } from '../e2e/bookings-support';
import { accounts, loadUntilKept, PASSWORD } from '../e2e/support';
import { startCluster, sweepIntervalMs, type Cluster } from './cluster';

const databaseUrl = process.env.TEST_DATABASE_URL;
const basePort = Number(process.env.E2E_PORT ?? 3200) + 1;
let cluster: Cluster;

test.describe.configure({ mode: 'serial' });
test.skip(!databaseUrl, 'needs PostgreSQL (TEST_DATABASE_URL)');

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster(databaseUrl!, basePort);
});
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus && cluster) console.log(`A:\n${cluster.a.log.slice(-15).join('\n')}\nB:\n${cluster.b.log.slice(-15).join('\n')}`);
});
test.afterAll(async () => {
  await cluster?.stop();
});

async function signInAt(page: import('@playwright/test').Page, origin: string) {
  await page.goto(`${origin}/iniciar-sesion`);
  await page.getByLabel('Correo electrónico').fill(accounts.admin);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/iniciar-sesion/);
}

test('both instances, started at once on an empty database, migrated it once and are ready behind nginx', async ({ request }) => {
  // One row per migration of the code: neither instance ran one the other had run.
  const journal = JSON.parse(readFileSync('backend/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
  const applied = await cluster.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
  expect(applied).toHaveLength(journal.entries.length);
  expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);

  const upstreams = new Set<string>();
  for (let i = 0; i < 4; i++) {
    for (const probe of ['/healthz', '/readyz']) {
      const reply = await request.get(`${cluster.origin}${probe}`, { maxRedirects: 0 });
      expect(reply.status()).toBe(200);
      expect(await reply.json()).toEqual({ status: 'ok' });
      upstreams.add(reply.headers()['x-upstream']!);
    }
  }
  // Round-robin: both instances answered.
  expect(upstreams.size).toBe(2);
});

test('signed in on instance A, the session works on instance B', async ({ page }) => {
  await signInAt(page, cluster.a.origin);
  // Cookies are per host, not per port: the browser sends A's session cookie to B.
  await page.goto(`${cluster.b.origin}/articulos`);
  await expect(page).toHaveURL(/\/articulos/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
});

test('a server action rendered by A is handled by B', async ({ page }) => {
  // The split listener sends pages to A and every server action (Next-Action header) to B, same host for both.
  const portOf = (origin: string) => new URL(origin).port;
  await signInAt(page, cluster.splitOrigin);
  const rendered = await page.goto(`${cluster.splitOrigin}/articulos?nuevo=1`);
  expect(rendered?.headers()['x-upstream']).toBe(`127.0.0.1:${portOf(cluster.a.origin)}`);
  const name = `Instancias ${Date.now().toString(36)}`;
  const form = page.getByRole('dialog', { name: 'Nuevo artículo' });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Precio').fill('42.00');
  const [action] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && Boolean(r.request().headers()['next-action'])),
    form.getByRole('button', { name: 'Guardar' }).click(),
  ]);
  expect(action.headers()['x-upstream']).toBe(`127.0.0.1:${portOf(cluster.b.origin)}`);
  expect(action.status()).toBe(200);
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Artículo creado.' }).first()).toBeVisible();
  expect(await cluster.query('select id from articles where nombre = $1', [name])).toHaveLength(1);
});

test('a list kept by A shows an article created through B on its next load', async ({ page, request }) => {
  await signInAt(page, cluster.a.origin);
  const list = `${cluster.a.origin}/articulos?nombre=Guardado`;
  await loadUntilKept(page, list);
  const login = await request.post(`${cluster.b.origin}/api/v2/auth/login`, { data: { email: accounts.admin, password: PASSWORD } });
  const name = `Guardado ${Date.now().toString(36)}`;
  const created = await request.post(`${cluster.b.origin}/api/v2/articles`, {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: { nombre: name, precio: '12.00' },
  });
  expect(created.status()).toBe(201);
  await page.goto(list);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('through nginx: sign in and browse, served by both instances', async ({ page }) => {
  const upstreams = new Set<string>();
  page.on('response', (response) => {
    const upstream = response.headers()['x-upstream'];
    if (upstream) upstreams.add(upstream);
  });
  await signInAt(page, cluster.origin);
  for (const path of ['/reservas', '/articulos', '/usuarios', '/reservas?status_id=2', '/apartamentos', '/reservas']) {
    const reply = await page.goto(`${cluster.origin}${path}`);
    expect(reply?.status(), path).toBe(200);
    await expect(page).not.toHaveURL(/iniciar-sesion|sesion-expirada/);
  }
  expect(upstreams.size).toBe(2);
});

test('a list kept by A shows an article renamed straight in SQL on its very next load', async ({ page }) => {
  await signInAt(page, cluster.a.origin);
  const name = `Renombrar ${Date.now().toString(36)}`;
  await cluster.query("insert into articles (provider_id, nombre, precio_cents) select provider_id, $1, 100 from users where email = $2", [name, accounts.admin]);
  const list = `${cluster.a.origin}/articulos?nombre=${encodeURIComponent(name)}`;
  await loadUntilKept(page, list);
  // An operator's SQL, outside any request: the database raises the tenant's data version at commit.
  await cluster.query('update articles set nombre = $1 where nombre = $2', [`${name} bis`, name]);
  await page.goto(list.replace(encodeURIComponent(name), encodeURIComponent(`${name} bis`)));
  await expect(page.getByRole('row').filter({ hasText: `${name} bis` })).toHaveCount(1);
  await page.goto(list);
  await expect(page.getByRole('row').filter({ hasText: `${name} bis` })).toHaveCount(1);
});

/** GET through nginx with the given Host and extra headers, redirects not followed. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; location?: string }> {
  const port = Number(new URL(cluster.origin).port);
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (reply) => {
      reply.resume();
      resolve({ status: reply.statusCode ?? 0, location: reply.headers.location });
    }).on('error', reject);
  });
}

test('behind nginx under a public name, an expired session lands on sign-in at that name, whatever forwarded headers claim', async () => {
  const port = new URL(cluster.origin).port;
  const publicOrigin = `http://lockers.example.test:${port}`;
  // TRUSTED_PROXY_HOPS is 0 here: a forwarded host or protocol the visitor writes moves nothing.
  const expired = await rawGet('/sesion-expirada?next=%2Freservas', { host: `lockers.example.test:${port}`, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
  expect(expired.status).toBe(307);
  expect(new URL(expired.location!, publicOrigin).href).toBe(`${publicOrigin}/iniciar-sesion?next=%2Freservas&expirada=1`);
  const signedOut = await rawGet('/reservas', { host: `lockers.example.test:${port}` });
  expect(new URL(signedOut.location!, publicOrigin).href).toBe(`${publicOrigin}/iniciar-sesion?next=%2Freservas`);

  // A real browser that knows the name as this machine: its session revoked, it stays on the name.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP lockers.example.test 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    await signInAt(page, publicOrigin);
    await cluster.query('update api_tokens set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = $1)', [accounts.admin]);
    await page.goto(`${publicOrigin}/reservas`);
    // (The API's sealed reason may follow as aviso=….)
    await expect(page).toHaveURL((url) => url.origin === publicOrigin && url.pathname === '/iniciar-sesion' && url.searchParams.get('expirada') === '1');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('the expiry sweep runs once per period across both instances', async ({ request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request);
  const bookings = [];
  for (const n of [1, 2, 3]) bookings.push(await createBookingViaApi(request, token, `Vence ${n}`));
  const ids = bookings.map((b) => b.id);
  const logStart = { a: cluster.a.log.length, b: cluster.b.log.length };
  await cluster.query(`update bookings set expiration_date = now() - interval '1 minute' where id = any($1)`, [ids]);

  await expect
    .poll(async () => (await cluster.query<{ status_id: number }>('select status_id from bookings where id = any($1)', [ids])).map((r) => r.status_id), { timeout: 20_000 })
    .toEqual([5, 5, 5]);

  // Each booking moved once: one history row each, and the sweeps that moved them add up to 3.
  const history = await cluster.query<{ booking_id: number; n: number }>(
    `select booking_id, count(*)::int as n from booking_changes where booking_id = any($1) and action = 'code_lapsed' group by booking_id`,
    [ids],
  );
  expect(history.map((h) => h.n)).toEqual([1, 1, 1]);
  const lapsedLogged = [...cluster.a.log.slice(logStart.a), ...cluster.b.log.slice(logStart.b)]
    .filter((line) => line.includes('"job":"sweep-bookings"'))
    .reduce((sum, line) => sum + (JSON.parse(line.slice(line.indexOf('{'))).lapsed as number), 0);
  expect(lapsedLogged).toBe(3);

  // Over the last periods, one run each: consecutive periods, never two in one, whichever instance won it.
  await new Promise((resolve) => setTimeout(resolve, 3 * sweepIntervalMs));
  const runs = await cluster.query<{ period_start: Date; instance: string }>(
    `select period_start, instance from job_runs where job = 'sweep-bookings' and period_start > now() - interval '10 seconds' order by period_start`,
  );
  const gaps = runs.slice(1).map((run, i) => run.period_start.getTime() - runs[i]!.period_start.getTime());
  expect(runs.length).toBeGreaterThanOrEqual(3);
  expect(new Set(gaps)).toEqual(new Set([sweepIntervalMs]));
});

function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (reply) => {
      reply.resume();
      resolve(reply.statusCode);
    }).on('error', reject);
  });
}

/** The server processes `npm start` runs under its primary process. */
function workerPids(primary: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

test('npm start runs two server processes on one port and replaces one that dies, without dropping the site', async ({ page }) => {
  const primary = cluster.b.process.pid!;
  const before = workerPids(primary);
  expect(before).toHaveLength(2);
  process.kill(before[0]!, 'SIGKILL');
  // Until the primary has reaped the killed process it may still hand it a new connection, which is lost with it,
  // as any connection a crashed process held. From then on, the other process serves every new connection while
  // the primary starts a replacement.
  await expect.poll(() => workerPids(primary).includes(before[0]!), { timeout: 10_000 }).toBe(false);
  for (let i = 0; i < 5; i++) expect(await statusOnNewConnection(`${cluster.b.origin}/iniciar-sesion`)).toBe(200);
  await expect.poll(() => workerPids(primary).filter((pid) => pid !== before[0]), { timeout: 30_000 }).toHaveLength(2);
  await signInAt(page, cluster.b.origin);
  for (let i = 0; i < 4; i++) {
    const reply = await page.goto(`${cluster.b.origin}/reservas`);
    expect(reply?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
  }
});
