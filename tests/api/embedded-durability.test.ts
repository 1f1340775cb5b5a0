// The embedded database is durable by default: a commit reaches the disk (fsync) before it is acknowledged, so a
// power loss or an OS crash cannot take back a confirmed write (backend/db/pglite-options.mjs; cost in
// docs/reliability.md). PGlite on its own runs with fsync off and turns fsync calls into nothing.
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/backend/db/client';

let folder: string | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('has fsync on, and every commit is synced to the disk before it returns', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'embedded-durability-'));
    const handle = await openDatabase({ dataDir: path.join(folder, 'pglite') });
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    try {
      const client = handle.db.$client;
      expect((await client.query<{ fsync: string }>('show fsync')).rows[0]!.fsync).toBe('on');
      await client.exec('create table durable_probe (id serial primary key)');
      const syncs = vi.spyOn(fs, 'fsyncSync');
      for (let i = 0; i < 3; i++) await client.query('insert into durable_probe default values');
      expect(syncs.mock.calls.length).toBeGreaterThanOrEqual(3);
    } finally {
      await handle.close();
    }
  });
});
