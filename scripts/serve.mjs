// The server processes `npm start` runs (scripts/start.mjs picks the runtime, then loads this): one `next start`
// per core (WEB_CONCURRENCY to choose), sharing the port through Node's cluster module. They are the stateless
// instances the design already allows behind a load balancer (migrations, the demo seed and sweeps take advisory
// locks; rate limits live in the database). Without DATABASE_URL or API_BASE_URL the embedded database's host
// process starts first (backend/db/embedded-host/host.mjs): it owns PGlite's files and the server processes share
// it over a Unix socket, as they would share a PostgreSQL.
import cluster from 'node:cluster';
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { metricsPort, startMetricsServer } from './metrics-server.mjs';
import { whenParentGone } from './parent-watch.mjs';
import { nextBin, nextStartArgs, serverExecArgv } from './server-runtime.mjs';

const port = process.env.PORT ?? '3000';
const requested = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10);
const workers = Number.isInteger(requested) && requested > 0 ? requested : availableParallelism();

let stopping = false;
let exitCode = 0;
let everListening = false;
// Counted here: cluster.workers may still list a worker during its 'exit' event (until its IPC channel closes).
let running = 0;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
if (!process.env.DATABASE_URL && !process.env.API_BASE_URL) {
  console.log(`Starting the embedded database in ${process.env.DATA_DIR ?? '.data'} (migrated, and seeded with demo data when empty)…`);
}
const database = process.env.DATABASE_URL || process.env.API_BASE_URL ? undefined : await startEmbeddedDatabase();
console.log(`${database ? `Database ready after ${elapsed()}; starting` : 'Starting'} ${workers} server process${workers === 1 ? '' : 'es'} on Node ${process.versions.node}…`);

await serveClusterMetrics();

cluster.setupPrimary({ exec: nextBin, args: nextStartArgs(port), execArgv: [...serverExecArgv, ...process.execArgv] });
cluster.on('listening', () => {
  const host = process.env.LISTEN_HOST || 'localhost';
  if (!everListening) console.log(`Ready on http://${host.includes(':') ? `[${host}]` : host}:${port} (${elapsed()}).`);
  everListening = true;
});
const startWorker = () => (running++, cluster.fork(database ? { PGLITE_HOST: database.folder } : {}));
for (let i = 0; i < workers; i++) startWorker();
// A worker that dies is replaced; one that cannot start at all (port taken, bad build) ends the whole server.
cluster.on('exit', (worker, code) => {
  running--;
  if (stopping) {
    if (running === 0) stopDatabaseThenExit();
  } else if (!worker.exitedAfterDisconnect && code !== 0 && !everListening) {
    exitCode = code ?? 1;
    stopDatabaseThenExit();
  } else {
    startWorker();
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopServers(signal));
whenParentGone(() => stopServers('SIGTERM'));

/**
 * Next finishes the requests in flight, but a keep-alive connection that goes idle after the signal stays open
 * until its timeout (65 s): past the grace period the servers are ended, as a process manager would end them.
 * 7 s leaves the database's host time to close its files inside the 10 s a supervisor (systemd, docker stop)
 * waits before it kills everything.
 */
const shutdownGraceMs = 7_000;

function stopServers(signal) {
  if (stopping) return;
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
  }, shutdownGraceMs).unref();
}

/** Starts the host and resolves once it serves. Its end before the servers' stops them and ends with exit 1. */
function startEmbeddedDatabase() {
  const host = fork(fileURLToPath(new URL('../backend/db/embedded-host/host.mjs', import.meta.url)), [], { stdio: 'inherit' });
  const exited = new Promise((resolve) => host.once('exit', resolve));
  void exited.then((code) => {
    if (stopping) return;
    console.error(`The embedded database stopped (exit ${code}); stopping the server.`);
    exitCode = 1;
    if (!running) process.exit(exitCode);
    stopServers('SIGTERM');
  });
  return new Promise((resolve) => host.once('message', (message) => resolve({ folder: message.ready, host, exited })));
}

/** The servers are gone: the database's host closes its files, then the server ends. */
async function stopDatabaseThenExit() {
  if (database) {
    database.host.kill('SIGTERM');
    await database.exited;
  }
  process.exit(exitCode);
}


/**
 * METRICS_PORT: the primary answers with the sum of its server processes' metrics, which prom-client asks each of
 * them for over the cluster's IPC channel (instrumentation.ts makes them answer). Counters and histograms add up;
 * the outbox backlog, one database's, is taken once (backend/ops/metrics.ts).
 */
async function serveClusterMetrics() {
  const port = metricsPort();
  if (!port) return;
  const { AggregatorRegistry } = await import('prom-client');
  const registry = new AggregatorRegistry();
  await startMetricsServer({ port, host: process.env.METRICS_HOST, token: process.env.METRICS_TOKEN, metrics: () => registry.clusterMetrics(), contentType: registry.contentType });
}
