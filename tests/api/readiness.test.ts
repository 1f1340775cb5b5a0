// GET /healthz and GET /readyz as Next serves them (app/healthz, app/readyz): ready only with a reachable, fully
// migrated database and not while stopping; the replies say nothing beyond ok/unavailable.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as healthz } from '@/app/healthz/route';
import { GET as readyz } from '@/app/readyz/route';
import { databaseReady } from '@/backend/ops/readiness';
import { markShuttingDown } from '@/backend/ops/shutdown';
import { createTestDatabase } from '@/tests/support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('databaseReady', () => {
  it('is true on a migrated database', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    expect(await databaseReady(database.db)).toBe(true);
  });

  it('is false on a database without the migrations', async () => {
    const database = await createTestDatabase({ migrated: false });
    cleanups.push(() => database.close());
    expect(await databaseReady(database.db)).toBe(false);
  });

  it('is false when a migration of the code is missing from the database', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await databaseReady(database.db)).toBe(false);
  });

  it('is false once the database is gone', async () => {
    const database = await createTestDatabase();
    await database.close();
    expect(await databaseReady(database.db)).toBe(false);
  });
});

describe('the probes', () => {
  it('healthz answers 200 with no detail; readyz waits for the backend, is ready once it serves, and not after SIGTERM', async () => {
    const health = healthz();
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });

    // Nothing started the backend yet: not ready.
    expect((await readyz()).status).toBe(503);

    const database = await createTestDatabase({ migrated: false });
    if (database.url) {
      await database.handle.close();
      cleanups.push(() => database.close());
      Object.assign(process.env, { DATABASE_URL: database.url });
    } else {
      await database.close();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'locker-readyz-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO: '0' });
    }
    const { getBackend } = await import('@/backend/runtime');
    await getBackend();
    const ready = await readyz();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });

    markShuttingDown();
    const stopping = await readyz();
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: 'unavailable' });
    expect((await healthz()).status).toBe(200);
  });
});
