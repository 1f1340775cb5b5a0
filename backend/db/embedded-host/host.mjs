// The embedded database's host: one process owns PGlite's files (DATA_DIR/pglite), applies the migrations, and
// serves PostgreSQL's protocol on a Unix socket in DATA_DIR, so that several server processes share it as they
// share a PostgreSQL, and the database's work runs on its own core instead of inside a server's event loop.
// `npm start` runs it (scripts/serve.mjs); started by a parent with an IPC channel it reports { ready: folder }
// and stops when the parent goes. SIGTERM or SIGINT: stops taking connections, lets the open transaction
// finish, closes the database.
import { existsSync, mkdirSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durableDataDir, pgliteOptions } from '../pglite-options.mjs';
import { lockDataDir } from './data-dir-lock.mjs';
import { migrateEmbedded } from './migrate.mjs';
import { sharedSession } from './shared-session.mjs';
import { socketAnswers, socketFile } from './socket.mjs';

const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const socketPath = socketFile(dataDir);

// Before anything under the folder is created or read: a second start refuses here, having touched nothing.
await lockDataDir(dataDir).catch((error) => fail(error.message));
mkdirSync(dataDir, { recursive: true });
if (existsSync(socketPath)) {
  // A socket that answers belongs to a running host: two owners of the same files would corrupt them.
  if (await socketAnswers(socketPath)) fail(`the embedded database in ${dataDir} is already served by another process`);
  unlinkSync(socketPath);
}

const db = await PGlite.create({ fs: durableDataDir(path.join(dataDir, 'pglite')), ...pgliteOptions });
await migrateEmbedded(db, path.join(process.cwd(), 'backend/db/migrations'));
const session = await sharedSession(db, (error) => fail(`the database failed: ${error.message}`));
const server = createServer(session.listener);
server.on('error', (error) => fail(error.message));
server.listen(socketPath, () => {
  if (process.send) process.send({ ready: dataDir });
  else console.info(`[embedded-db] serving ${path.join(dataDir, 'pglite')} on ${socketPath}`);
});

let stopping;
const stop = () =>
  (stopping ??= (async () => {
    server.close();
    await session.idle();
    await db.close();
    process.exit(0);
  })());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
process.on('disconnect', stop);

function fail(reason) {
  console.error(`[embedded-db] ${reason}`);
  process.exit(1);
}
