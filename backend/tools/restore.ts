// npm run restore -- file: loads a dump made by `npm run backup` into an empty DATA_DIR (docs/operations.md,
// "Backup and restore"). Refuses a folder that already holds a database, so that nothing is overwritten.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { migrate, openDatabase } from '../db/client';
import { restoreDump } from '../ops/backup/restore';

const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file> (into DATA_DIR, default .data, which must be empty).');
  process.exit(1);
}
const pgliteDir = path.join(dataDir, 'pglite');
if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
  console.error(`${pgliteDir} already holds a database: restore into an empty DATA_DIR.`);
  process.exit(1);
}
const database = await openDatabase({ dataDir: pgliteDir });
try {
  await migrate(database);
  const { tables, rows } = await restoreDump(database.db, path.resolve(file));
  console.info(`Restored ${rows} rows into ${tables} tables in ${pgliteDir}.`);
} finally {
  await database.close();
}
