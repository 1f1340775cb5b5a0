// Backup and restore (docs/operations.md): `npm run backup` while the embedded database's host serves the folder,
// `npm run restore` into an empty folder, every table compared; the dump's own round trip on both databases; and
// PostgreSQL's pg_dump/pg_restore round trip as the docs describe it.
import { execFile, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '@/backend/db/client';
import { dumpedTables, rowsOf } from '@/backend/ops/backup/tables';
import { writeDump } from '@/backend/ops/backup/dump';
import { restoreDump } from '@/backend/ops/backup/restore';
import { seedDemoIfEmpty } from '@/backend/seed/demo';
import { createTestDatabase } from '@/tests/support/test-database';

const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every table's row count and a hash of its rows in a fixed order. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await dumpedTables(db)) {
    const [row] = rowsOf<{ rows: number; hash: string }>(
      await db.execute(sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${table} t`)),
    );
    result[table] = `${row!.rows}:${row!.hash}`;
  }
  return result;
}

describe('the dump', () => {
  it('restores every table as it was, and new rows continue after the loaded ids', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.close());
    await seedDemoIfEmpty(source.db);
    const file = path.join(await tempDir('locker-dump-'), 'dump.jsonl.gz');
    await writeDump(source.db, file);

    const target = await createTestDatabase({ migrated: false });
    cleanups.push(() => target.close());
    await migrate(target.handle);
    await restoreDump(target.db, file);
    const before = await fingerprint(source.db);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(await fingerprint(target.db)).toEqual(before);
    // Sequences continue: a new row gets an id after the restored ones.
    const [{ max }] = rowsOf<{ max: number }>(await target.db.execute(sql`select max(id)::int as max from articles`)) as [{ max: number }];
    const [{ id }] = rowsOf<{ id: number }>(await target.db.execute(sql`select nextval(pg_get_serial_sequence('articles', 'id'))::int as id`)) as [{ id: number }];
    expect(id).toBeGreaterThan(max);
  });
});

describe('npm run backup / npm run restore on the embedded database', () => {
  it('dumps while the server holds the folder and restores into an empty one, every table equal', { timeout: 240_000 }, async () => {
    const dataDir = await tempDir('locker-backup-live-');
    // The process `npm start` runs first: it owns the folder and serves it on a socket.
    const host = fork(path.join(process.cwd(), 'backend/db/embedded-host/host.mjs'), [], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' });
    cleanups.push(() => new Promise((resolve) => (host.exitCode !== null ? resolve(null) : (host.once('exit', resolve), host.kill('SIGTERM')))));
    await new Promise((resolve, reject) => (host.once('message', resolve), host.once('exit', reject)));
    const live = await openDatabase({ embeddedHost: dataDir });
    cleanups.push(() => live.close());
    await seedDemoIfEmpty(live.db);

    const file = path.join(await tempDir('locker-backup-file-'), 'backup.jsonl.gz');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const backup = await run('npm', ['run', '--silent', 'backup', '--', file], { env });
    expect(backup.stdout).toContain('read from the running server');

    const restoredDir = await tempDir('locker-restore-');
    const restore = await run('npm', ['run', '--silent', 'restore', '--', file], { env: { ...env, DATA_DIR: restoredDir } });
    expect(restore.stdout).toMatch(/Restored \d+ rows/);
    // Restoring over a database is refused.
    await expect(run('npm', ['run', '--silent', 'restore', '--', file], { env: { ...env, DATA_DIR: restoredDir } })).rejects.toMatchObject({ stderr: expect.stringContaining('already holds a database') });

    const restored = await openDatabase({ dataDir: path.join(restoredDir, 'pglite') });
    cleanups.push(() => restored.close());
    expect(await fingerprint(restored.db)).toEqual(await fingerprint(live.db));
  });
});

describe('PostgreSQL with pg_dump and pg_restore', () => {
  it('round-trips every table', async (context) => {
    const source = await createTestDatabase();
    cleanups.push(() => source.close());
    if (!source.url) context.skip('needs PostgreSQL (TEST_DATABASE_URL)');
    await seedDemoIfEmpty(source.db);
    const file = path.join(await tempDir('locker-pgdump-'), 'db.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source.url!]);
    const target = await createTestDatabase({ migrated: false });
    cleanups.push(() => target.close());
    await run('pg_restore', ['--no-owner', `--dbname=${target.url}`, file]);
    expect(await fingerprint(target.db)).toEqual(await fingerprint(source.db));
  });
});
