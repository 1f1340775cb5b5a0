// Response headers and leaks: CSP with a fresh nonce on pages (scripts run only with it, the app still works under
// it), HSTS, nosniff and a Referrer-Policy on pages, API replies, 404 and static files, private no-store on every
// authenticated reply, no remote images through /_next/image, no token or secret in RSC payloads or .next/static.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, signIn } from '../support';
import { expectCommonHeaders, expectNoncedPolicy } from './expect-headers';
import { apiToken, sessionCookie } from './sessions';
import { e2eDataDir as dataDir } from '../e2e-servers';

test('pages carry a strict CSP with a fresh nonce on every script, and the common headers', async ({ request, baseURL }) => {
  const cookie = await sessionCookie(dataDir, await apiToken(request, baseURL!, accounts.admin));
  const first = await request.get('/reservas', { headers: { cookie } });
  const second = await request.get('/reservas', { headers: { cookie } });
  expect(first.status()).toBe(200);
  const nonce = expectNoncedPolicy(first.headers()['content-security-policy'], await first.text(), 'page');
  expect(second.headers()['content-security-policy']).not.toContain(nonce);
  expectCommonHeaders(first.headers(), 'page');
  expect(first.headers()['cache-control']).toMatch(/private/);
  expect(first.headers()['cache-control']).toMatch(/no-store/);
});

test('the app works under the CSP: no violation while signing in and using a list', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, accounts.admin);
  await page.goto('/reservas');
  await expect(page.getByRole('table')).toBeVisible();
  // Hydrated: the client-side menu button works.
  await page.goto('/apartamentos?nuevo=1');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('API replies, 404 pages, static files and the sign-in page carry the common headers', async ({ request, baseURL }) => {
  const token = await apiToken(request, baseURL!, accounts.admin);
  const cookie = await sessionCookie(dataDir, token);
  const api = await request.get('/api/v2/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expectCommonHeaders(api.headers(), 'API');
  expect(api.headers()['cache-control']).toMatch(/private.*no-store/);
  const apiMissing = await request.get('/api/v2/no-existe', { headers: { authorization: `Bearer ${token}` } });
  expect(apiMissing.status()).toBe(404);
  expectCommonHeaders(apiMissing.headers(), 'API 404');

  const missing = await request.get('/no-existe', { headers: { cookie } });
  expect(missing.status()).toBe(404);
  expectCommonHeaders(missing.headers(), 'page 404');
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  const login = await request.get('/iniciar-sesion');
  expectCommonHeaders(login.headers(), 'sign-in');
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(await login.text())?.[0];
  expect(chunk).toBeTruthy();
  const file = await request.get(chunk!);
  expect(file.status()).toBe(200);
  expectCommonHeaders(file.headers(), 'static file');
  expectCommonHeaders((await request.get('/icon.svg')).headers(), 'public file');
});

test('/_next/image refuses remote URLs', async ({ request }) => {
  const reply = await request.get('/_next/image?url=https%3A%2F%2Fexample.com%2Fa.png&w=64&q=75');
  expect(reply.status()).toBe(400);
});

test('no token or secret in the RSC payload or in .next/static', async ({ request, baseURL }) => {
  const token = await apiToken(request, baseURL!, accounts.admin);
  const secret = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
  const cookie = await sessionCookie(dataDir, token);
  for (const url of ['/reservas', '/', '/usuarios', '/estado-de-cuenta']) {
    const rsc = await request.get(url, { headers: { cookie, RSC: '1' } });
    const body = await rsc.text();
    expect(body.includes(token), `${url} RSC payload holds the token`).toBe(false);
    expect(body.includes(secret), `${url} RSC payload holds the session secret`).toBe(false);
    const html = await (await request.get(url, { headers: { cookie } })).text();
    expect(html.includes(token), `${url} HTML holds the token`).toBe(false);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk('.next/static');
  const forbidden = [secret, token, 'SESSION_SECRET', 'password_hash', 'passwordHash', 'MP_ACCESS_TOKEN', 'DATABASE_URL'];
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    for (const needle of forbidden) expect(text.includes(needle), `${file} contains ${needle.slice(0, 12)}`).toBe(false);
  }
  expect(files.length).toBeGreaterThan(10);
});
