// A fresh database for one test file: PGlite loaded from the global setup's dump, or a new PostgreSQL
// database copied from the migrated template. Dropped or discarded on close.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '@/backend/db/client';
import { databaseUrl, uniqueDatabaseName } from './test-database-source';

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Database;
  kind: DatabaseHandle['kind'];
  /** Set on PostgreSQL: lets a test open more connections to the same database. */
  url?: string;
  close(): Promise<void>;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * `migrated: false` gives a database without any table, for tests of migrations and start-up;
 * `statementTimeoutMs` bounds the statements of `db` as DATABASE_STATEMENT_TIMEOUT_MS does (PostgreSQL only).
 */
export async function createTestDatabase(options: { migrated?: boolean; statementTimeoutMs?: number } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const source = inject('testDatabaseSource');
  if (source.kind === 'pglite') {
    const dump = await readFile(migrated ? source.migratedDumpPath : source.emptyDumpPath);
    const handle = await openDatabase({ loadDataDir: new Blob([dump]) });
    return { handle, db: handle.db, kind: handle.kind, close: () => handle.close() };
  }
  const name = uniqueDatabaseName('locker_api_test');
  await adminQuery(source.adminUrl, `create database "${name}"${migrated ? ` template "${source.templateName}"` : ''}`);
  const url = databaseUrl(source.adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, statementTimeoutMs: options.statementTimeoutMs });
  return {
    handle,
    db: handle.db,
    kind: handle.kind,
    url,
    close: async () => {
      await handle.close();
      await adminQuery(source.adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
