// Opens the database: PostgreSQL through a node-postgres pool when a URL is given, else the embedded PGlite.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { advisoryLocks } from './advisory-locks';
import * as schema from './schema';

type Schema = typeof schema;

/** What services receive: the query API both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: PgliteDatabase<Schema> & { $client: PGlite }; close(): Promise<void> }
  | { kind: 'postgres'; db: NodePgDatabase<Schema> & { $client: pg.Pool }; close(): Promise<void> };

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; wins over the PGlite options. */
  databaseUrl?: string;
  /** PGlite data folder, created if missing; without it PGlite lives in memory. */
  dataDir?: string;
  /** A PGlite `dumpDataDir()` archive to start from (tests start each file from one template). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    return { kind: 'postgres', db: drizzlePostgres({ client: pool, schema }), close: once(() => pool.end()) };
  }
  // PGlite does not create parent folders.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, startParams: pgliteStartParams });
  return { kind: 'pglite', db: drizzlePglite({ client, schema }), close: once(() => client.close()) };
}

/**
 * PGlite's buffer pool lives in the server's own memory (WebAssembly), and initdb's 128 MB of it is allocated
 * at start: 16 MB keeps the server about 130 MB smaller; pages it does not hold come from the operating
 * system's file cache. Reading 1,000 keyset pages of 100 rows cost the same CPU either way.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Closing twice (a shutdown hook and a test's cleanup, say) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Resolved from the working directory so it works from source (tsx, vitest) and inside Next's bundle alike. */
const migrationsFolder = path.join(process.cwd(), 'backend/db/migrations');

/**
 * Applies pending migrations. On PostgreSQL a session advisory lock, held on its own connection while the
 * migrator runs, makes instances that start together take turns; the later ones find nothing left to do.
 * PGlite is single-process, so it needs no lock.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db, { migrationsFolder });
    return;
  }
  const lockClient = await handle.db.$client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [advisoryLocks.migrate]);
    try {
      await migratePostgres(handle.db, { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [advisoryLocks.migrate]);
    }
  } finally {
    lockClient.release();
  }
}
