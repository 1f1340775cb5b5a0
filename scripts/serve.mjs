// The server processes `npm start` runs (scripts/start.mjs picks the runtime, then loads this): on PostgreSQL
// (or against an external API) one `next start` per core (WEB_CONCURRENCY to choose), sharing the port through
// Node's cluster module: they are the stateless instances the design already allows behind a load balancer
// (migrations, the demo seed and sweeps take advisory locks; rate limits live in the database). The embedded
// database has one owner, so it runs a single process.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { nextBin, nextStartArgs, serverExecArgv } from './server-runtime.mjs';

const port = process.env.PORT ?? '3000';
const sharedDatabase = Boolean(process.env.DATABASE_URL || process.env.API_BASE_URL);
const requested = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10);
let workers = Number.isInteger(requested) && requested > 0 ? requested : sharedDatabase ? availableParallelism() : 1;
if (workers > 1 && !sharedDatabase) {
  console.warn('WEB_CONCURRENCY > 1 needs DATABASE_URL (the embedded database has one owner): running one server process.');
  workers = 1;
}

cluster.setupPrimary({ exec: nextBin, args: nextStartArgs(port), execArgv: [...serverExecArgv, ...process.execArgv] });
let stopping = false;
let everListening = false;
cluster.on('listening', () => (everListening = true));
for (let i = 0; i < workers; i++) cluster.fork();
// A worker that dies is replaced; one that cannot start at all (port taken, bad build) ends the whole server.
cluster.on('exit', (worker, code) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  } else if (!worker.exitedAfterDisconnect && code !== 0 && !everListening) {
    process.exit(code ?? 1);
  } else {
    cluster.fork();
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  });
}
