// `npm start` as a supervisor (systemd, a container runtime) runs it: a signal to the npm process ends every process
// it started (start.mjs, the server on Node 26, its workers, the embedded database's host) and frees the port; an
// npm killed outright leaves no process behind either; and a second `npm start` on a data folder in use refuses
// at once, with a message, while the first keeps serving. The 10 s is a supervisor's wait before it kills.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { descendants, embeddedStartEnv, exited, startLogged, waitForHttp } from './processes';

const base = Number(process.env.E2E_PORT ?? 3200);
const ports = { first: base + 10, second: base + 11 };
const supervisorWaitMs = 10_000;
let tmp: string;

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'npm-start-lifecycle-'));
});
test.afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function npmStart(port: number, dataDir = tmp) {
  return startLogged('npm start', 'npm', ['start'], embeddedStartEnv(port, dataDir));
}

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/** Waits up to `ms` for every pid to end; answers those still running. */
async function survivors(pids: number[], ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  return pids.filter(alive);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to npm start ends every process it started and frees the port`, async () => {
    const npm = npmStart(ports.first);
    await waitForHttp(`http://localhost:${ports.first}/iniciar-sesion`, npm.process, 120_000);
    const started = descendants(npm.process.pid!);
    // start.mjs, the server, two workers and the database's host at least.
    expect(started.length).toBeGreaterThanOrEqual(5);
    const signalledAt = Date.now();
    npm.process.kill(signal);
    expect(await exited(npm.process)).toBe(0);
    expect(await survivors(started, supervisorWaitMs - (Date.now() - signalledAt))).toEqual([]);
    expect(await portAnswers(ports.first)).toBe(false);
    expect(existsSync(path.join(tmp, '.s.PGSQL.5432'))).toBe(false);
  });
}

test('npm killed outright (SIGKILL) leaves no process behind', async () => {
  const npm = npmStart(ports.first);
  await waitForHttp(`http://localhost:${ports.first}/iniciar-sesion`, npm.process, 120_000);
  const started = descendants(npm.process.pid!);
  npm.process.kill('SIGKILL');
  await exited(npm.process);
  // Noticing the parent is gone takes up to half a second, then the same clean stop as on a signal.
  expect(await survivors(started, supervisorWaitMs + 1_000)).toEqual([]);
  expect(await portAnswers(ports.first)).toBe(false);
});

test('two npm start on one data folder at once: one serves, the other refuses with a message', async () => {
  const [one, other] = [npmStart(ports.first), npmStart(ports.second)];
  const refused = await Promise.race([exited(one.process).then(() => one), exited(other.process).then(() => other)]);
  const serving = refused === one ? other : one;
  try {
    expect(refused.process.exitCode).toBe(1);
    expect(refused.log.join('\n')).toContain(`the embedded database in ${tmp} is already served by another process`);
    const port = serving === one ? ports.first : ports.second;
    await waitForHttp(`http://localhost:${port}/iniciar-sesion`, serving.process, 120_000);
    expect((await fetch(`http://localhost:${port}/iniciar-sesion`)).status).toBe(200);
  } finally {
    serving.process.kill('SIGTERM');
    await exited(serving.process);
  }
});
