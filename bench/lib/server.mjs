// Starts a production server for a benchmark (an existing build is required: `npm run build`) and signs in.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumOptions } from '../../scripts/chromium-options.mjs';
import { nextBin, nextStartArgs, serverExecArgv, serverNode } from '../../scripts/server-runtime.mjs';

export { chromiumOptions };

export async function waitForHttp(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * One `next start` on `port` (its pid is the server's, for memory figures), or with `workers` what `npm start`
 * runs: that many server processes sharing the port (scripts/serve.mjs). Both on the runtime `npm start` serves
 * on (scripts/server-runtime.mjs). A fresh embedded database (demo data) unless DATABASE_URL is set or keepData;
 * served as `npm start` serves it, by its host process (its pid is `databasePid`; with `workers`, serve.mjs
 * starts it as one of its children). `cwd`: another checkout's build (bench/compare-builds.mjs); `execArgv`: more
 * Node flags, after the usual ones.
 */
export async function startServer({ port = Number(process.env.BENCH_PORT ?? 3400), dataDir = '.data/bench', env = {}, keepData = false, workers, cwd, execArgv = [] } = {}) {
  const embedded = !process.env.DATABASE_URL && !env.DATABASE_URL;
  if (!keepData && embedded) rmSync(dataDir, { recursive: true, force: true });
  // Another server on the port would answer for this one and the bench would measure it.
  if (await portAnswers(port)) throw new Error(`port ${port} is taken: stop what listens there first`);
  const database = embedded && !workers ? await startEmbeddedHost(dataDir) : undefined;
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof; each worker).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  // On loopback, as a user's own demo would be told to run: the demo accounts' banner is not what is measured.
  const listenHost = env.LISTEN_HOST ?? '127.0.0.1';
  const command = workers ? ['scripts/serve.mjs'] : [nextBin, ...nextStartArgs(port, listenHost)];
  const child = spawn(serverNode(), [...serverExecArgv, ...execArgv, ...profile, ...command], {
    cwd,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LISTEN_HOST: listenHost,
      ...(workers ? { WEB_CONCURRENCY: String(workers) } : {}),
      ...(database ? { PGLITE_HOST: database.folder } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForHttp(`${baseUrl}/iniciar-sesion`),
    exited.then((code) => Promise.reject(new Error(`the server exited (${code}) before it answered on port ${port}`))),
  ]);
  // stop() resolves once the processes are gone (the embedded database is free again).
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await database?.stop();
  };
  return { baseUrl, pid: child.pid, databasePid: database?.pid, stop };
}

/** The embedded database's host on `dataDir` (backend/db/embedded-host/host.mjs), once it serves. */
async function startEmbeddedHost(dataDir) {
  const host = spawn(serverNode(), ['backend/db/embedded-host/host.mjs'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => host.once('exit', resolve));
  await Promise.race([
    new Promise((resolve) => host.stdout.on('data', (chunk) => chunk.toString().includes('serving') && resolve())),
    exited.then((code) => Promise.reject(new Error(`the embedded database's host exited (${code})`))),
  ]);
  return { folder: path.resolve(dataDir), pid: host.pid, stop: () => (host.kill('SIGTERM'), exited) };
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, 'localhost', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/** Signs in through the real form and returns the session cookie for other tools (autocannon). */
export async function signInCookie(baseUrl, email = process.env.BENCH_EMAIL ?? 'admin@demo.test', password = 'demo1234') {
  const browser = await chromium.launch(chromiumOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/iniciar-sesion`);
    await page.getByLabel(/correo/i).fill(email);
    await page.getByLabel(/contraseña/i).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/iniciar-sesion'));
    const cookies = await page.context().cookies();
    return cookies.filter((c) => c.name.endsWith('session'));
  } finally {
    await browser.close();
  }
}

/** What a browser's page load sends besides its cookie: the render cache answers only document loads. */
export const documentLoad = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };

/** What a hard reload sends: the page is rendered, never answered with a kept copy (lib/render-cache). The CPU
 * comparisons measure rendering. */
export const freshRender = { 'cache-control': 'no-cache' };

/** The `cookie` request header for the cookies signInCookie returns. */
export function cookieHeader(cookies) {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
