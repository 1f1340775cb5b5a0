// The server as `npm start` runs it (scripts/start.mjs: the cluster of `next start` processes, the built-in /api/v2
// in process), on the embedded database (a fresh DATA_DIR) or, with TEST_DATABASE_URL, on a fresh PostgreSQL
// database with the demo seeded. Requests can leave from any loopback address (127.0.0.2, 127.0.0.3, …), so a
// test speaks as several clients whose sockets differ, as visitors on the internet do. Needs `npx next build`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { startLogged, waitForHttp } from '@/tests/instances/processes';
import { databaseUrl, uniqueDatabaseName } from '@/tests/support/test-database-source';
import { freePort } from './app-server';

export interface StartedServer {
  origin: string;
  port: number;
  process: ChildProcess;
  log: string[];
  database: 'embedded' | 'postgres';
  stop(): Promise<void>;
}

export interface LocalReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json(): unknown;
}

export async function startNpmServer(extraEnv: Record<string, string> = {}): Promise<StartedServer> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npx next build` before the security suite.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'security-npm-start-'));
  // On loopback only: the demo accounts' banner is tests/instances/embedded-start.spec.ts's to show.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, WEB_CONCURRENCY: '1', SESSION_COOKIE_SECURE: 'false', LISTEN_HOST: '127.0.0.1', ...extraEnv };
  delete env.API_BASE_URL;
  delete env.DATABASE_URL;
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = uniqueDatabaseName('npm_start');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    env.DATABASE_URL = databaseUrl(adminUrl, name);
    env.SEED_DEMO = '1';
    dropDatabase = async () => {
      const closer = new pg.Client({ connectionString: adminUrl });
      await closer.connect();
      await closer.query(`drop database if exists "${name}" with (force)`);
      await closer.end();
    };
  }
  const started = startLogged('npm start', process.execPath, ['scripts/start.mjs'], env);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (started.process.exitCode === null) {
      const exited = new Promise((resolve) => started.process.once('exit', resolve));
      started.process.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
  try {
    await waitForHttp(`${origin}/iniciar-sesion`, started.process, 180_000);
  } catch (error) {
    console.error(started.log.slice(-30).join('\n'));
    await stop();
    throw error;
  }
  return { origin, port, process: started.process, log: started.log, database: adminUrl ? 'postgres' : 'embedded', stop };
}

/** One request from the given loopback address (the client's socket address as the server sees it). */
export function requestFrom(
  from: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<LocalReply> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, localAddress: from, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
