// The production build (`next start`) in front of the security suite's world: the BFF reaches the world's backend
// over HTTP (API_BASE_URL, as with an external /api/v2), so the test holds the same database and can fingerprint it
// while the browser-shaped requests (server actions, uploads) go through the real server. Needs `npx next build`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { sealData } from 'iron-session';
import { startLogged, waitForHttp } from '@/tests/instances/processes';
import type { World } from './world';

export interface AppServer {
  origin: string;
  process: ChildProcess;
  log: string[];
  /** The session cookie the app would set for this backend token. */
  cookieFor(token: string): Promise<string>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startAppServer(world: World): Promise<AppServer> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npx next build` before the security suite.');
  const port = await freePort();
  const secret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'security-app-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    API_BASE_URL: new URL(world.backend.baseUrl).origin,
    SESSION_SECRET: secret,
    SESSION_COOKIE_SECURE: 'false',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  const { process: child, log } = startLogged('app', 'node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], env);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${origin}/iniciar-sesion`, child, 120_000);
  } catch (error) {
    console.error(log.slice(-30).join('\n'));
    await stop();
    throw error;
  }
  return {
    origin,
    process: child,
    log,
    cookieFor: async (token) => `session=${await sealData({ token }, { password: secret, ttl: 3600 })}`,
    stop,
  };
}

/** Resident memory of a process and its descendants, in bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // the process ended meanwhile
  }
  return kilobytes * 1024 + children.reduce((sum, child) => sum + residentBytes(child), 0);
}

function highWaterMark(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}

/**
 * A process's resident memory from now until stopped: the baseline and the peak, in bytes. The kernel's high-water
 * mark is reset first (clear_refs 5) so it catches a spike between samples; the 20 ms samples cover its children.
 */
export function watchMemory(pid: number): { stop(): { baseline: number; peak: number } } {
  let exactPeak = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    exactPeak = true;
  } catch {
    // not allowed here: the samples alone
  }
  const baseline = residentBytes(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // gone: the test sees it through its requests
    }
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, residentBytes(pid), exactPeak ? highWaterMark(pid) : 0);
      return { baseline, peak };
    },
  };
}
