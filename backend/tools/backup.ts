// npm run backup [-- file]: a consistent dump of the embedded database (docs/operations.md, "Backup and restore").
// While `npm start` serves DATA_DIR it reads through the database's host (its socket in DATA_DIR); otherwise it
// opens the folder itself. For PostgreSQL use pg_dump.
import path from 'node:path';
import { openDatabase } from '../db/client';
import { socketAnswers, socketFile } from '../db/embedded-host/socket.mjs';
import { writeDump } from '../ops/backup/dump';

const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const file = path.resolve(process.argv[2] ?? `backup-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.jsonl.gz`);

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md).');
  process.exit(1);
}
const served = await socketAnswers(socketFile(dataDir));
const database = await openDatabase(served ? { embeddedHost: dataDir } : { dataDir: path.join(dataDir, 'pglite') });
try {
  const { tables, rows } = await writeDump(database.db, file);
  console.info(`Backup written to ${file}: ${tables} tables, ${rows} rows${served ? ' (read from the running server)' : ''}.`);
} finally {
  await database.close();
}
