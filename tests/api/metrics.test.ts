// The Prometheus endpoint (docs/operations.md, "Metrics"): on its own port, token-protected when METRICS_TOKEN is
// set; request counts and latency per route group, kept-page hits, job runs, the pool and the outbox backlog.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/backend/app';
import { openDatabase } from '@/backend/db/client';
import { installHttpRequestLog } from '@/backend/ops/http-request-log';
import { metricsRegistry, observeJobRun, routeGroup, watchDatabase } from '@/backend/ops/metrics';
import { demoAccounts, demoPassword } from '@/backend/seed/demo-accounts';
import { seedDemoIfEmpty } from '@/backend/seed/demo';
import { startMetricsServer } from '@/scripts/metrics-server.mjs';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';

let database: TestDatabase;
let app: http.Server;
let metrics: http.Server;
let origin: string;
let metricsUrl: string;
const token = 'metrics-test-token-0123456789';

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  process.env.REQUEST_LOG = 'off';
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
  // The pool gauge reads a pool: PostgreSQL's when the tests run there, else the in-process database has none.
  const handle = database.url ? await openDatabase({ databaseUrl: database.url }) : database.handle;
  watchDatabase(handle);
  installHttpRequestLog();
  const backend = createApp({ db: database.db, tokenTtlHours: 1 });
  const api = getRequestListener(backend.fetch);
  app = http.createServer((request, response) => {
    if (request.url!.startsWith('/api/')) return api(request, response);
    // As the proxy answers a page from the kept-page store.
    if (request.url === '/reservas') response.setHeader('x-render-cache', 'hit');
    response.end('page');
  });
  app.listen(0, '127.0.0.1');
  await once(app, 'listening');
  origin = `http://127.0.0.1:${portOf(app)}`;
  const registry = metricsRegistry();
  metrics = await startMetricsServer({ port: 0, token, metrics: () => registry.metrics(), contentType: registry.contentType });
  metricsUrl = `http://127.0.0.1:${portOf(metrics)}/metrics`;
});
afterAll(async () => {
  app?.close();
  metrics?.close();
  await database?.close();
});

/** The value of one sample line of the scrape, 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('wants the token', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'), { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('counts requests per route group and status class, their latency, kept pages, job runs, pool and outbox', async () => {
    const scrape = async () => (await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } })).text();
    const login = await fetch(`${origin}/api/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demoAccounts.admin.email, password: demoPassword }) });
    const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) await (await fetch(`${origin}/api/v2/articles/999999`, { headers: { authorization } })).text();
    await (await fetch(`${origin}/reservas`)).text();
    await (await fetch(`${origin}/reservas?page=2`)).text();
    observeJobRun('sweep-bookings', 'failed');
    const after = await scrape();

    const articles404 = 'locker_http_requests_total{group="api:articles",method="GET",status="4xx"}';
    expect(sample(after, articles404) - sample(before, articles404)).toBe(3);
    const latencyCount = 'locker_http_request_duration_seconds_count{group="api:articles"}';
    expect(sample(after, latencyCount) - sample(before, latencyCount)).toBe(3);
    expect(sample(after, 'locker_http_requests_total{group="page:reservas",method="GET",status="2xx"}')).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'locker_kept_page_hits_total') - sample(before, 'locker_kept_page_hits_total')).toBe(1);
    expect(sample(after, 'locker_job_runs_total{job="sweep-bookings",outcome="failed"}')).toBe(sample(before, 'locker_job_runs_total{job="sweep-bookings",outcome="failed"}') + 1);
    expect(after).toMatch(/^locker_outbox_backlog \d+$/m);
    if (database.url) expect(after).toMatch(/^locker_db_pool_connections\{state="total"\} \d+$/m);
  });

  it('groups routes without ids', () => {
    expect(routeGroup('/api/v2/booking/:id{[0-9]+}')).toBe('api:booking');
    expect(routeGroup('/reservas/:id/editar')).toBe('page:reservas');
    expect(routeGroup('/')).toBe('page:home');
    expect(routeGroup('/_next/static/chunks/x.js')).toBe('static');
  });
});
