// Metrics under `npm start`: two server processes on the embedded database, and the primary's METRICS_PORT answers
// their sum (scripts/serve.mjs): requests counted by whichever process took them, the latency histogram, the
// database pool and the outbox backlog; the endpoint wants the token and is not on the public port.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startLogged, waitForHttp } from './processes';

const base = Number(process.env.E2E_PORT ?? 3200);
// The backend-faults ports: that spec does not run at the same time (one worker).
const ports = { app: base + 4, metrics: base + 5 };
const token = randomBytes(16).toString('hex');
const metricsUrl = `http://127.0.0.1:${ports.metrics}/metrics`;

/** The value of one sample line, `name{labels} value`, or 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

/** The sum of the samples whose line starts with `prefix` and holds every one of `labels`. */
function total(text: string, prefix: string, ...labels: string[]): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(prefix) && labels.every((label) => l.includes(label)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

async function scrape(): Promise<string> {
  const reply = await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status, await reply.clone().text()).toBe(200);
  return reply.text();
}

test('npm start serves the sum of its server processes’ metrics on METRICS_PORT, behind the token', async () => {
  test.setTimeout(180_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'npm-start-metrics-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(ports.app),
    DATA_DIR: tmp,
    WEB_CONCURRENCY: '2',
    SESSION_COOKIE_SECURE: 'false',
    METRICS_PORT: String(ports.metrics),
    METRICS_TOKEN: token,
  };
  delete env.DATABASE_URL;
  delete env.API_BASE_URL;
  const npm = startLogged('npm start', 'npm', ['start'], env);
  try {
    await waitForHttp(`http://localhost:${ports.app}/healthz`, npm.process, 120_000);
    // Each server process answers the primary once its instrumentation ran: wait until both do.
    await expect.poll(async () => (await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } })).status, { timeout: 60_000 }).toBe(200);

    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`http://localhost:${ports.app}/metrics`)).headers.get('content-type') ?? '').not.toContain('text/plain; version=0.0.4');

    // Refused before routing, so whichever API group the log gives them: every GET 4xx and every timed request.
    const requests = (text: string) => total(text, 'locker_http_requests_total{', 'group="api:', 'method="GET"', 'status="4xx"');
    const timed = (text: string) => total(text, 'locker_http_request_duration_seconds_count{', 'group="api:');
    const before = await scrape();
    // Separate connections: the cluster hands them out in turn, so both processes answer some.
    const sent = 24;
    for (let i = 0; i < sent; i++) {
      const reply = await fetch(`http://localhost:${ports.app}/api/v2/status`, { headers: { connection: 'close' } });
      expect(reply.status).toBe(401);
    }
    // A request is counted when its response has finished, which may be just after the client read it: poll.
    await expect.poll(async () => requests(await scrape()) - requests(before), { timeout: 5_000 }).toBe(sent);
    const after = await scrape();
    expect(requests(after) - requests(before)).toBe(sent);
    expect(timed(after) - timed(before)).toBe(sent);
    expect(after).toContain('# TYPE locker_http_request_duration_seconds histogram');
    // Each server process's pool to the embedded database's host, summed; the outbox backlog once (one database).
    expect(sample(after, 'locker_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(2);
    expect(after.split('\n').filter((l) => l.startsWith('locker_outbox_backlog '))).toHaveLength(1);
  } finally {
    npm.process.kill('SIGTERM');
    await new Promise((resolve) => (npm.process.exitCode !== null ? resolve(null) : npm.process.once('exit', resolve)));
    rmSync(tmp, { recursive: true, force: true });
  }
});
