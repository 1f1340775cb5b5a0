// Once per run of an API project (`vitest --project 'api*'`): builds the migrated database every test file starts from.
// PGlite: initdb costs seconds, so one cluster is made here and dumped; each file loads the dump.
// PostgreSQL (TEST_DATABASE_URL): one migrated template database that each file copies.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '@/backend/db/client';
import { databaseUrl, uniqueDatabaseName, type TestDatabaseSource } from './test-database-source';

async function preparePglite(): Promise<{ source: TestDatabaseSource; teardown: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'locker-api-tests-'));
  const handle = await openDatabase({});
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  const emptyDumpPath = path.join(folder, 'empty.tar');
  const migratedDumpPath = path.join(folder, 'migrated.tar');
  await writeFile(emptyDumpPath, Buffer.from(await (await handle.db.$client.dumpDataDir('none')).arrayBuffer()));
  await migrate(handle);
  await writeFile(migratedDumpPath, Buffer.from(await (await handle.db.$client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  return {
    source: { kind: 'pglite', emptyDumpPath, migratedDumpPath },
    teardown: () => rm(folder, { recursive: true, force: true }),
  };
}

async function preparePostgres(adminUrl: string): Promise<{ source: TestDatabaseSource; teardown: () => Promise<void> }> {
  const templateName = uniqueDatabaseName('locker_api_template');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${templateName}"`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, templateName) });
  await migrate(handle);
  // A template must have no open connections while it is copied.
  await handle.close();
  return {
    source: { kind: 'postgres', adminUrl, templateName },
    teardown: async () => {
      await admin.query(`drop database if exists "${templateName}" with (force)`);
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { source, teardown } = adminUrl ? await preparePostgres(adminUrl) : await preparePglite();
  project.provide('testDatabaseSource', source);
  return teardown;
}
