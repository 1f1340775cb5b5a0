// Prometheus metrics of this process (docs/operations.md, "Metrics"): requests and their latency per route group,
// the database pool, job runs, the outbox backlog, kept-page hits. prom-client's default registry, on globalThis
// through the module cache of node_modules (next.config.mjs keeps prom-client external), so the instrumentation,
// the backend and the route handlers of one process share it. Under `npm start` the cluster's primary asks every
// server process for its metrics over IPC and serves their sum (scripts/serve.mjs).
import client from 'prom-client';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

const name = (metric: string) => `locker_${metric}`;

function metric<T>(key: string, make: () => T): T {
  return (client.register.getSingleMetric(name(key)) as T | undefined) ?? make();
}

const requests = () =>
  metric('http_requests_total', () => new client.Counter({ name: name('http_requests_total'), help: 'HTTP requests answered, by route group, method and status class.', labelNames: ['group', 'method', 'status'] as const }));
const latency = () =>
  metric('http_request_duration_seconds', () => new client.Histogram({ name: name('http_request_duration_seconds'), help: 'Time to answer an HTTP request, by route group.', labelNames: ['group'] as const, buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] }));
const keptHits = () => metric('kept_page_hits_total', () => new client.Counter({ name: name('kept_page_hits_total'), help: 'Signed-in page loads answered from the kept-page store.' }));
const jobRuns = () => metric('job_runs_total', () => new client.Counter({ name: name('job_runs_total'), help: 'Timed job runs, by job and outcome (ok, failed).', labelNames: ['job', 'outcome'] as const }));

/** /api/v2/booking/:id → api:booking; /reservas/:id/editar → page:reservas; Next's files → static. */
export function routeGroup(route: string): string {
  if (route.startsWith('/_next/')) return 'static';
  const api = /^\/api\/v2\/([^/{:*]+)/.exec(route);
  if (api) return `api:${api[1]}`;
  if (route.startsWith('/api/')) return 'api:other';
  const page = /^\/([^/:]+)/.exec(route);
  return page ? `page:${page[1]}` : 'page:home';
}

export function observeRequest(request: { route: string; method: string; status: number; durationMs: number; keptPage: boolean }): void {
  const group = routeGroup(request.route);
  requests().inc({ group, method: request.method, status: `${Math.floor(request.status / 100)}xx` });
  latency().observe({ group }, request.durationMs / 1000);
  if (request.keptPage) keptHits().inc();
}

export function observeJobRun(job: string, outcome: 'ok' | 'failed'): void {
  jobRuns().inc({ job, outcome });
}

/** Gauges read when scraped: the pool's connections (PostgreSQL, the embedded host) and the unsent messages. */
export function watchDatabase(handle: DatabaseHandle): void {
  const pool = handle.kind === 'pglite' ? undefined : handle.db.$client;
  metric('db_pool_connections', () =>
    new client.Gauge({
      name: name('db_pool_connections'),
      help: 'Database pool connections by state (total, idle, waiting clients); absent with the in-process database.',
      labelNames: ['state'] as const,
      collect() {
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
  );
  metric('outbox_backlog', () =>
    new client.Gauge({
      name: name('outbox_backlog'),
      help: 'Messages in the outbox not sent yet (e-mails waiting for SMTP or retrying).',
      // One database: the cluster's sum over its server processes would count it once per process.
      aggregator: 'first',
      async collect() {
        const reply = (await handle.db.execute(sql`select count(*)::int as backlog from message_outbox where sent_at is null`)) as unknown as { rows: { backlog: number }[] };
        this.set(reply.rows[0]?.backlog ?? 0);
      },
    }),
  );
}

export const metricsRegistry = () => client.register;

/**
 * In a server process of `npm start`: answer the primary's requests for this process's metrics. prom-client
 * installs that listener in a cluster worker only when an AggregatorRegistry is made there; without it the
 * primary's request waits for an answer that never comes and the scrape times out.
 */
export function answerClusterPrimary(): void {
  new client.AggregatorRegistry();
}
