// Opens the database: PostgreSQL through a node-postgres pool when a URL is given; the embedded PGlite through the
// same kind of pool when its host process serves it (`npm start`, embedded-host/host.mjs); else PGlite in this
// process (development, tests, tools).
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
import { connectionUses, PreparingClient } from './prepared-statements';
import { lockDataDir } from './embedded-host/data-dir-lock.mjs';
import { socketAnswers, socketFile } from './embedded-host/socket.mjs';
import { durableDataDir, pgliteOptions } from './pglite-options.mjs';
import * as schema from './schema';

type Schema = typeof schema;

/** What services receive: the query API both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** `jobsDb`: the same database without the statement timeout of `db` (the timed jobs'); `db` itself elsewhere. */
export type DatabaseHandle =
  | { kind: 'pglite'; db: PgliteDatabase<Schema> & { $client: PGlite }; jobsDb: Database; close(): Promise<void> }
  | { kind: 'postgres' | 'embedded-host'; db: NodePgDatabase<Schema> & { $client: pg.Pool }; jobsDb: Database; close(): Promise<void> };

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; wins over the PGlite options. */
  databaseUrl?: string;
  /** Folder of the embedded database host's socket (PGLITE_HOST); wins over the in-process PGlite. */
  embeddedHost?: string;
  /** PGlite data folder, created if missing; without it PGlite lives in memory. */
  dataDir?: string;
  /** A PGlite `dumpDataDir()` archive to start from (tests start each file from one template). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL only: longest a statement of `db` may run (a lock wait counts), in ms; 0 or unset for none. The
   * jobs' handle and migrations run without it. PGlite has none to set (decision 0043).
   */
  statementTimeoutMs?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl || options.embeddedHost) {
    const prepared = { Client: PreparingClient, maxUses: connectionUses };
    const openPool = (extra: pg.PoolConfig = {}) => {
      const pool = options.databaseUrl
        ? new pg.Pool({ connectionString: options.databaseUrl, ...prepared, ...extra })
        : new pg.Pool({ host: options.embeddedHost, user: 'postgres', database: 'postgres', ...prepared, ...extra });
      // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
      pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
      return pool;
    };
    const kind = options.databaseUrl ? 'postgres' : 'embedded-host';
    const bounded = kind === 'postgres' && (options.statementTimeoutMs ?? 0) > 0;
    // Sent in the connection's start-up message, so every statement on the pool has it from the first.
    const pool = openPool(bounded ? { statement_timeout: options.statementTimeoutMs } : {});
    const db = drizzlePostgres({ client: pool, schema });
    if (!bounded) return { kind, db, jobsDb: db, close: once(() => pool.end()) };
    // A sweep over a large tenant may run longer than any request should: its own small pool, unbounded.
    const jobsPool = openPool({ max: 2 });
    return { kind, db, jobsDb: drizzlePostgres({ client: jobsPool, schema }), close: once(async () => void (await Promise.all([pool.end(), jobsPool.end()]))) };
  }
  // One owner per data folder, taken before anything in it is touched (data-dir-lock.mjs).
  if (options.dataDir) await lockDataDir(path.dirname(options.dataDir));
  // PGlite does not create parent folders.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // Two owners of the same files would corrupt them: `npm start`'s host may be serving this folder.
  if (options.dataDir && (await socketAnswers(socketFile(path.dirname(options.dataDir))))) {
    throw new Error(`the embedded database in ${options.dataDir} is served by another process (npm start): stop it first`);
  }
  const storage = options.dataDir ? { fs: durableDataDir(options.dataDir) } : {};
  const client = await PGlite.create({ ...storage, loadDataDir: options.loadDataDir, ...pgliteOptions });
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, jobsDb: db, close: once(() => client.close()) };
}

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
 * PGlite is single-process, so it needs no lock; its host process migrates before it takes connections.
 * Drizzle runs all pending migrations in one transaction: one that fails leaves the database as it was, and
 * the error reaches the caller (the backend does not start; /readyz stays 503). They run on one connection with
 * no statement timeout, whatever the pool's: building an index on a large table may take minutes. The folder is
 * for tests.
 */
export async function migrate(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  const migrationsFolder = folder;
  if (handle.kind === 'embedded-host') return;
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db, { migrationsFolder });
    return;
  }
  const lockClient = await handle.db.$client.connect();
  try {
    await lockClient.query('set statement_timeout = 0');
    await lockClient.query('select pg_advisory_lock($1)', [advisoryLocks.migrate]);
    try {
      await migratePostgres(drizzlePostgres({ client: lockClient, schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [advisoryLocks.migrate]);
    }
  } finally {
    lockClient.release();
  }
}
