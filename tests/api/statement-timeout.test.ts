// A request's statement that runs past DATABASE_STATEMENT_TIMEOUT_MS (a lock held by someone else, a read too heavy)
// is cancelled by PostgreSQL and answered 503 with a message, changing nothing; the timed jobs' handle and the
// migrations run without that bound (decision 0043). PostgreSQL only: PGlite has no statement timeout.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '@/backend/db/client';
import { rawRows } from '@/backend/db/raw-rows';
import { articles } from '@/backend/db/schema';
import { unavailableMessage } from '@/contract/common';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { createTestDatabase } from '@/tests/support/test-database';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const onPostgres = inject('testDatabaseSource').kind !== 'pglite';
const timeoutMs = 400;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!onPostgres)('statement timeout', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ seedDemo: true, statementTimeoutMs: timeoutMs });
    cleanups.push(() => backend.close());
  });

  it("answers 503 with a message for a request whose statement waits past it, and changes nothing", async () => {
    const token = await backend.login(demoAccounts.admin.email);
    const created = await backend.request('/articles', { token, json: { nombre: 'Bloqueado', precio: '10.00' } });
    expect(created.status).toBe(201);
    const id: number = created.body.data.id;
    // Another session (an operator's SQL, a stuck job) holds the row for longer than the bound.
    const holder = new pg.Client({ connectionString: backend.database.url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('begin');
    await holder.query('select 1 from articles where id = $1 for update', [id]);
    const started = Date.now();
    const reply = await backend.request(`/articles/${id}`, { method: 'PUT', token, json: { nombre: 'Cambiado', precio: 12 } });
    const waited = Date.now() - started;
    await holder.query('rollback');
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe(unavailableMessage);
    expect(waited).toBeLessThan(10_000);
    const [row] = await backend.db.select({ nombre: articles.nombre }).from(articles).where(eq(articles.id, id));
    expect(row!.nombre).toBe('Bloqueado');
  });

  it('bounds the requests’ handle only: the timed jobs’ handle runs a longer statement to its end', async () => {
    const slow = sql`select pg_sleep(${(timeoutMs * 2) / 1000})`;
    await expect(backend.db.execute(slow)).rejects.toMatchObject({ cause: { code: '57014' } });
    await expect(backend.database.handle.jobsDb.execute(slow)).resolves.toBeDefined();
  });

  it('does not cut a migration that runs longer than it', async () => {
    const database = await createTestDatabase({ statementTimeoutMs: timeoutMs });
    cleanups.push(() => database.close());
    const folder = await mkdtemp(path.join(os.tmpdir(), 'locker-migrations-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    await cp(path.join(process.cwd(), 'backend/db/migrations'), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_slow`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    await writeFile(journalFile, JSON.stringify(journal));
    await writeFile(path.join(folder, `${tag}.sql`), `select pg_sleep(${(timeoutMs * 2) / 1000});\n--> statement-breakpoint\ncreate table slow_done (id integer);\n`);
    await migrate(database.handle, folder);
    expect(await rawRows(database.db, sql`select 1 from information_schema.tables where table_name = 'slow_done'`)).toHaveLength(1);
  });
});
