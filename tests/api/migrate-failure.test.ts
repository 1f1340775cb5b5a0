// A migration that fails (docs/operations.md) leaves the database as it was, and the backend not ready. Instances
// that start together migrate once: tests/api/runtime.test.ts and tests/instances/several-instances.spec.ts.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '@/backend/db/client';
import { databaseReady } from '@/backend/ops/readiness';
import { createTestDatabase } from '@/tests/support/test-database';
import { rawRows } from '@/backend/db/raw-rows';

const migrationsFolder = path.join(process.cwd(), 'backend/db/migrations');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

const journalOf = async (folder: string): Promise<Journal> => JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8'));

/** The code's migrations plus one more that creates a table, then fails. */
async function foldersWithBrokenMigration(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'locker-migrations-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = await journalOf(folder);
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_broken`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  await writeFile(path.join(folder, `${tag}.sql`), 'create table half_done (id integer);\n--> statement-breakpoint\nalter table no_such_table add column x integer;\n');
  return folder;
}

async function tableNames(db: Database): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(db, sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`);
  return rows.map((row) => row.table_name);
}

async function appliedHashes(db: Database): Promise<string[]> {
  const rows = await rawRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rows.map((row) => row.hash);
}

describe('migrations', () => {
  it('that fail leave the database as it was', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const tablesBefore = await tableNames(database.db);
    const hashesBefore = await appliedHashes(database.db);

    await expect(migrate(database.handle, await foldersWithBrokenMigration())).rejects.toThrow(/no_such_table/);

    expect(await tableNames(database.db)).toEqual(tablesBefore);
    expect(await tableNames(database.db)).not.toContain('half_done');
    expect(await appliedHashes(database.db)).toEqual(hashesBefore);
  });

  it('that fail on an empty database leave it empty and not ready', async () => {
    const database = await createTestDatabase({ migrated: false });
    cleanups.push(() => database.close());
    await expect(migrate(database.handle, await foldersWithBrokenMigration())).rejects.toThrow(/no_such_table/);
    expect(await tableNames(database.db)).toEqual([]);
    expect(await databaseReady(database.db)).toBe(false);
  });
});
