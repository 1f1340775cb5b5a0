// The BFF against a standalone backend (backend/server.ts) behind a fault proxy, as with an external /api/v2:
// slowed to 60 s or stopped, pages answer the error page within their budget (API_TIMEOUT_MS) and show no data,
// with the status and the server's message of a refused call; when only the permission lookup (/auth/me) fails the user is refused
// and keeps the session; everything recovers when it returns.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { expectCommonHeaders, expectNoncedPolicy } from '../e2e/security/expect-headers';
import { accounts, PASSWORD } from '../e2e/support';
import { startLogged, waitForHttp } from './processes';

const base = Number(process.env.E2E_PORT ?? 3200);
const ports = { backend: base + 4, proxy: base + 5, app: base + 6 };
const timeoutMs = 3_000;
/** Error page budget: the call deadline plus rendering on a busy machine. */
const budgetMs = timeoutMs + 5_000;
const appOrigin = `http://localhost:${ports.app}`;

let tmp: string;
let backend: ChildProcess;
let app: ChildProcess;
let proxy: FaultProxy;

test.describe.configure({ mode: 'serial' });

function startBackend() {
  const started = startLogged('backend', 'node_modules/.bin/tsx', ['backend/server.ts'], {
    ...process.env,
    BACKEND_PORT: String(ports.backend),
    DATA_DIR: path.join(tmp, 'backend'),
    DATABASE_URL: '',
    SEED_DEMO: 'true',
  });
  return started.process;
}

async function stopBackend() {
  if (backend.exitCode !== null) return;
  const exited = new Promise((resolve) => backend.once('exit', resolve));
  backend.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'backend-faults-'));
  backend = startBackend();
  await waitForHttp(`http://127.0.0.1:${ports.backend}/api/v2/status`, backend, 120_000);
  proxy = await startFaultProxy(`http://127.0.0.1:${ports.backend}`, ports.proxy);
  app = startLogged('app', 'node_modules/.bin/next', ['start', '-p', String(ports.app)], {
    ...process.env,
    NODE_ENV: 'production',
    API_BASE_URL: proxy.origin,
    API_TIMEOUT_MS: String(timeoutMs),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SESSION_COOKIE_SECURE: 'false',
    DATA_DIR: path.join(tmp, 'app'),
  }).process;
  await waitForHttp(`${appOrigin}/iniciar-sesion`, app, 120_000);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await proxy?.close();
  if (backend) await stopBackend();
  rmSync(tmp, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${appOrigin}/iniciar-sesion`);
  await page.getByLabel('Correo electrónico').fill(accounts.admin);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/iniciar-sesion/);
}

/** Opens a page and answers how long until the error page or the list showed. */
async function timedVisit(page: Page, path: string) {
  const started = Date.now();
  await page.goto(`${appOrigin}${path}`, { timeout: 30_000 });
  await expect(page.getByText('Ha ocurrido un error.').or(page.getByRole('table'))).toBeVisible({ timeout: 30_000 });
  return Date.now() - started;
}

const bookingRows = (page: Page) => page.locator('table tbody tr');

test('backend slowed to 60 s: the error page within the budget, no data; back to normal when it is', async ({ page }) => {
  await signIn(page);
  await timedVisit(page, '/reservas');
  await expect(bookingRows(page).first()).toBeVisible();

  proxy.set({ kind: 'delay', ms: 60_000 });
  const ms = await timedVisit(page, '/reservas');
  await expect(page.getByText('Ha ocurrido un error.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(ms).toBeLessThan(budgetMs);

  proxy.set({ kind: 'pass' });
  await timedVisit(page, '/reservas');
  await expect(bookingRows(page).first()).toBeVisible();
});

test('backend stopped: the error page fast; the same pages work once it is started again', async ({ page }) => {
  await signIn(page);
  await stopBackend();
  const ms = await timedVisit(page, '/articulos');
  await expect(page.getByText('Ha ocurrido un error.')).toBeVisible();
  // Nobody answered: the status the BFF gives an unreachable backend, and no message.
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  expect(ms).toBeLessThan(budgetMs);

  backend = startBackend();
  await waitForHttp(`http://127.0.0.1:${ports.backend}/api/v2/status`, backend, 120_000);
  await timedVisit(page, '/articulos');
  await expect(page.getByRole('table')).toBeVisible();
});

test("a list call refused with 503: the screen's error page shows the status and the server's message, in the shell", async ({ page }) => {
  await signIn(page);
  proxy.set({ kind: 'status', status: 503 }, { only: /\/api\/v2\/booking(\?|$)/ });
  try {
    await timedVisit(page, '/reservas');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Ha ocurrido un error.' })).toBeVisible();
    await expect(main.getByText('503', { exact: true })).toBeVisible();
    await expect(main.getByText('Servicio no disponible, intente nuevamente en unos instantes.')).toBeVisible();
    await expect(main.getByText(/^Referencia:/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: /menú principal/i })).toBeVisible();
  } finally {
    proxy.set({ kind: 'pass' });
  }
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(bookingRows(page).first()).toBeVisible();
});

test('the permission lookup (/auth/me) failing refuses the user: no screen, no data, even though lists answer', async ({ page }) => {
  await signIn(page);
  for (const fault of [{ kind: 'status', status: 503 }, { kind: 'drop' }, { kind: 'status', status: 500 }] as const) {
    proxy.set(fault, { only: /\/auth\/me/ });
    await timedVisit(page, '/reservas');
    await expect(page.getByText('Ha ocurrido un error.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: /menú principal/i })).toHaveCount(0);
  }
  proxy.set({ kind: 'pass' });
  await timedVisit(page, '/reservas');
  await expect(bookingRows(page).first()).toBeVisible();
});

test('while /auth/me fails, a link from another site to /sesion-expirada signs nobody out', async ({ page }) => {
  await signIn(page);
  proxy.set({ kind: 'status', status: 503 }, { only: /\/auth\/me/ });
  try {
    const reply = await page.request.get(`${appOrigin}/sesion-expirada?next=%2Freservas`, { headers: { 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 });
    expect(reply.status()).toBe(307);
    expect(reply.headers()['set-cookie'] ?? '').not.toMatch(/session=;|Max-Age=0|expires=Thu, 01 Jan 1970/i);
  } finally {
    proxy.set({ kind: 'pass' });
  }
  await timedVisit(page, '/reservas');
  await expect(bookingRows(page).first()).toBeVisible();
});

test('the 500 error page and the files it loads carry the security headers', async ({ page }) => {
  await signIn(page);
  // Every backend call fails: the signed-in page cannot load its user and answers the error page.
  proxy.set({ kind: 'drop' });
  try {
    const reply = await page.request.get(`${appOrigin}/reservas`);
    expect(reply.status()).toBe(500);
    const headers = reply.headers();
    const html = await reply.text();
    expectNoncedPolicy(headers['content-security-policy'], html, '500 page');
    expectCommonHeaders(headers, '500 page');
    expect(headers['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    expect(html).not.toMatch(/at .+\.js:\d+|ECONNRESET|fetch failed/);
    const files = [...new Set(html.match(/\/_next\/static\/[^"]+\.(?:js|css)/g) ?? [])];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const served = await page.request.get(`${appOrigin}${file}`);
      expect(served.status(), file).toBe(200);
      expectCommonHeaders(served.headers(), file);
      expect(served.headers()['content-security-policy'], file).toContain("default-src 'none'");
    }
  } finally {
    proxy.set({ kind: 'pass' });
  }
});

