// `npm start` on the embedded database (scripts/start.mjs): its host process and two server processes, on a
// fresh data folder. Signing in and the bookings list work through it; a second `npm start` on the same folder is
// refused; SIGTERM stops everything cleanly (the socket is gone); and if the database's host dies, the server
// stops with exit 1 and says why instead of serving errors. Listening on every interface with the demo accounts, it
// warns at start and every page shows a banner; on loopback only, neither (backend/ops/demo-exposure.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../e2e/axe';
import { accounts, PASSWORD } from '../e2e/support';
import { descendants, embeddedStartEnv, exited, startLogged, waitForHttp } from './processes';

const base = Number(process.env.E2E_PORT ?? 3200);
const ports = { first: base + 8, second: base + 9 };
let tmp: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'embedded-start-'));
});
test.afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const demoWarning = 'WARNING: demo accounts with a published password can sign in';
const demoBanner = 'Cuentas demo con contraseña pública, alcanzables desde la red.';

function npmStart(port: number, listenHost?: string) {
  return startLogged('npm start', process.execPath, ['scripts/start.mjs'], embeddedStartEnv(port, tmp, listenHost));
}

/** The embedded database's host among `root`'s descendants. */
function hostUnder(root: number): number | undefined {
  return descendants(root).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('embedded-host/host.mjs'));
}

test('serves signed-in pages from the shared embedded database, refuses a second owner, and stops cleanly', async ({ page }) => {
  const first = npmStart(ports.first);
  try {
    await waitForHttp(`http://localhost:${ports.first}/iniciar-sesion`, first.process, 90_000);
    await page.goto(`http://localhost:${ports.first}/iniciar-sesion`);
    // Every interface (LISTEN_HOST unset) and the demo accounts: said once at start, and on every page.
    await expect(page.getByText(demoBanner)).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in with the demo banner');
    expect(first.log.join('\n').split(demoWarning)).toHaveLength(2);
    await page.getByLabel('Correo electrónico').fill(accounts.admin);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/iniciar-sesion'));
    await page.goto(`http://localhost:${ports.first}/reservas`);
    // The demo bookings, read through the host: a header row and a full first page.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
    await expect(page.getByText(demoBanner)).toBeVisible();

    const second = npmStart(ports.second);
    expect(await exited(second.process)).toBe(1);
    expect(second.log.join('\n')).toContain('already served by another process');
  } finally {
    first.process.kill('SIGTERM');
    expect(await exited(first.process)).toBe(0);
  }
  expect(existsSync(path.join(tmp, '.s.PGSQL.5432'))).toBe(false);
});

test('on loopback only, no demo warning; stops with exit 1 and a message when the embedded database host dies', async ({ page }) => {
  const started = npmStart(ports.first, '127.0.0.1');
  await waitForHttp(`http://127.0.0.1:${ports.first}/iniciar-sesion`, started.process, 90_000);
  await page.goto(`http://127.0.0.1:${ports.first}/iniciar-sesion`);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByText(demoBanner)).toHaveCount(0);
  expect(started.log.join('\n')).not.toContain(demoWarning);
  const host = hostUnder(started.process.pid!);
  expect(host).toBeDefined();
  process.kill(host!, 'SIGKILL');
  expect(await exited(started.process)).toBe(1);
  expect(started.log.join('\n')).toContain('The embedded database stopped');
});
