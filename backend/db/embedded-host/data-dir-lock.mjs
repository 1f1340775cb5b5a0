// One owner per data folder: the embedded database's files must never be opened by two processes (two `npm start`
// started together both passed the socket check, both opened PGlite, and the loser failed only at `listen`).
// The lock is a Linux abstract Unix socket named after the folder: binding it is atomic, it touches no file, and
// the kernel releases it when its process ends however it ends, so no stale lock is ever left to clean up.
// Elsewhere (macOS, Windows) there are no abstract sockets and only the host's socket check remains.
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const lockName = (dataDir) =>
  `\0locker-backoffice-data-dir:${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 40)}`;

// This process's own locks: a development server may load the database module twice, and must not lock itself out.
const held = (globalThis[Symbol.for('locker-backoffice.data-dir-locks')] ??= new Map());

/** Takes the folder's lock for this process's lifetime (or until release); DataDirInUseError if another holds it. */
export function lockDataDir(dataDir) {
  if (process.platform !== 'linux') return Promise.resolve({ release: () => {} });
  const name = lockName(dataDir);
  if (!held.has(name)) held.set(name, bind(dataDir, name).catch((error) => (held.delete(name), Promise.reject(error))));
  return held.get(name);
}

function bind(dataDir, name) {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new DataDirInUseError(`the embedded database in ${path.resolve(dataDir)} is already served by another process (npm start or npm run dev): stop it first, or set another DATA_DIR`)
          : error,
      ),
    );
    server.listen({ path: name }, () => {
      server.unref();
      resolve({ release: () => (held.delete(name), server.close()) });
    });
  });
}
