// Start-up: the process-wide backend (backend/runtime.ts) and migrations when several instances start at once.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '@/backend/db/client';
import { statuses } from '@/backend/db/schema';
import { demoAccounts, demoPassword } from '@/backend/seed/demo-accounts';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { rawRows } from '@/backend/db/raw-rows';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Points the runtime at a new, empty database: PostgreSQL when the tests run there, else a PGlite folder. */
async function emptyDatabaseEnv(): Promise<Record<string, string>> {
  const database = await createTestDatabase({ migrated: false });
  if (database.url) {
    await database.handle.close();
    cleanups.push(() => database.close());
    return { DATABASE_URL: database.url, SEED_DEMO: '1' };
  }
  await database.close();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'locker-runtime-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

describe('getBackend', () => {
  it('starts one backend for concurrent first calls: migrated, seeded, answering', async () => {
    Object.assign(process.env, await emptyDatabaseEnv());
    const { getBackend } = await import('@/backend/runtime');
    const [first, second] = await Promise.all([getBackend(), getBackend()]);
    expect(second).toBe(first);
    expect(await getBackend()).toBe(first);

    const login = await first.fetch(
      new Request('http://backend.internal/api/v2/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccounts.admin.email, password: demoPassword }),
      }),
    );
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const status = await first.fetch(
      new Request('http://backend.internal/api/v2/status', { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(((await status.json()) as { data: unknown[] }).data).toHaveLength(21);
    // A first start migrates and seeds a database on disk with every commit synced (docs/reliability.md).
  }, 90_000);
});

describe('migrate', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('lets instances that start together migrate the same PostgreSQL database, exactly once', async (context) => {
    database = await createTestDatabase({ migrated: false });
    if (!database.url) context.skip('PGlite has one process per data folder: there is nothing to race');
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: database!.url })));
    try {
      await Promise.all(instances.map((instance) => migrate(instance)));
      expect(await instances[0]!.db.$count(statuses)).toBe(21);
      // One row per migration of the code: none ran twice.
      const journal = JSON.parse(await readFile(path.join(process.cwd(), 'backend/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await rawRows<{ hash: string }>(instances[0]!.db, sql`select hash from drizzle.__drizzle_migrations`);
      expect(applied).toHaveLength(journal.entries.length);
      expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
