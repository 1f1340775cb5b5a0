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
import { nextBin, nextStartArgs, serverExecArgv } from './server-runtime.mjs';

const port = process.env.PORT ?? '3000';
const requested = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10);
const workers = Number.isInteger(requested) && requested > 0 ? requested : availableParallelism();

const database = process.env.DATABASE_URL || process.env.API_BASE_URL ? undefined : await startEmbeddedDatabase();

cluster.setupPrimary({ exec: nextBin, args: nextStartArgs(port), execArgv: [...serverExecArgv, ...process.execArgv] });
let stopping = false;
let everListening = false;
cluster.on('listening', () => (everListening = true));
for (let i = 0; i < workers; i++) cluster.fork(database ? { PGLITE_HOST: database.folder } : {});
// A worker that dies is replaced; one that cannot start at all (port taken, bad build) ends the whole server.
cluster.on('exit', (worker, code) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) stopDatabaseThenExit(0);
  } else if (!worker.exitedAfterDisconnect && code !== 0 && !everListening) {
    stopDatabaseThenExit(code ?? 1);
  } else {
    cluster.fork(database ? { PGLITE_HOST: database.folder } : {});
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  });
}

/** Starts the host and resolves once it serves; its end before the servers' ends the whole server. */
function startEmbeddedDatabase() {
  const host = fork(fileURLToPath(new URL('../backend/db/embedded-host/host.mjs', import.meta.url)), [], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    host.once('message', (message) => resolve({ folder: message.ready, host }));
    host.once('exit', (code) => {
      if (stopping) return;
      console.error(`The embedded database stopped (exit ${code}); stopping the server.`);
      reject(new Error('embedded database host exited'));
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      process.exitCode = 1;
      setTimeout(() => process.exit(1), 5_000).unref();
    });
  }).catch(() => process.exit(1));
}

/** The servers are gone: the database's host closes its files, then the server ends. */
function stopDatabaseThenExit(code) {
  if (!database) process.exit(code);
  database.host.once('exit', () => process.exit(code));
  database.host.kill('SIGTERM');
}
