// The embedded database's host process (backend/db/embedded-host), as `npm start` runs it: a real process on a
// fresh data folder, real node-postgres connections over its Unix socket. It is its own database, so it runs in
// the PGlite pass of the API suite only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/backend/db/client';
import { providers } from '@/backend/db/schema';
import { seedDemoIfEmpty } from '@/backend/seed/demo';

const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-host-'));
let host: ChildProcess;
let pool: pg.Pool;

function startHost(): { child: ChildProcess; ready: Promise<void>; exited: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(process.execPath, ['backend/db/embedded-host/host.mjs'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve());
    void exited.then(({ code }) => reject(new Error(`host exited (${code}): ${stderr}`)));
  });
  ready.catch(() => {}); // a host expected to refuse is awaited through `exited`
  return { child, ready, exited };
}

/** Resolves with the query's rows, or 'waiting' if it has not answered within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))]);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database host', () => {
  beforeAll(async () => {
    const started = startHost();
    host = started.child;
    await started.ready;
    pool = new pg.Pool({ host: dataDir, user: 'postgres', database: 'postgres' });
  });

  afterAll(async () => {
    await pool?.end();
    host?.kill('SIGTERM');
    await new Promise((resolve) => host?.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the migrated schema', async () => {
    const { rows } = await pool.query<{ n: string }>("select count(*) as n from information_schema.tables where table_name = 'bookings'");
    expect(rows[0]!.n).toBe('1');
  });

  it("runs a transaction whole: another connection's statement waits for its commit and then sees it", async () => {
    await pool.query('create table if not exists host_probe (id int primary key)');
    const writer = await pool.connect();
    const reader = await pool.connect();
    try {
      await writer.query('begin');
      await writer.query('insert into host_probe values (1)');
      const read = reader.query<{ n: string }>('select count(*) as n from host_probe');
      expect(await within(read, 300)).toBe('waiting');
      await writer.query('commit');
      expect((await read).rows[0]!.n).toBe('1');
    } finally {
      writer.release();
      reader.release();
    }
  });

  it('keeps prepared statements of the same name apart per connection', async () => {
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      const one = await first.query<{ v: number }>({ name: 'probe', text: 'select 1 as v' });
      const two = await second.query<{ v: number }>({ name: 'probe', text: 'select 2 as v' });
      const again = await first.query<{ v: number }>({ name: 'probe', text: 'select 1 as v' });
      expect([one.rows[0]!.v, two.rows[0]!.v, again.rows[0]!.v]).toEqual([1, 2, 1]);
    } finally {
      first.release();
      second.release();
    }
  });

  it('rolls back the transaction of a connection that goes away, and frees the session for the others', async () => {
    const lost = new pg.Client({ host: dataDir, user: 'postgres', database: 'postgres' });
    lost.on('error', () => {});
    await lost.connect();
    await lost.query('begin');
    await lost.query('insert into host_probe values (2)');
    // The process dies without COMMIT or Terminate: its socket just closes.
    (lost as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await pool.query<{ ids: number[] }>('select array_agg(id order by id) as ids from host_probe');
    expect(rows[0]!.ids).toEqual([1]);
  });

  it('seeds the demo data once when two server processes start on an empty database together', async () => {
    const [a, b] = await Promise.all([openDatabase({ embeddedHost: dataDir }), openDatabase({ embeddedHost: dataDir })]);
    try {
      const seeded = await Promise.all([seedDemoIfEmpty(a.db), seedDemoIfEmpty(b.db)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const tenants = await a.db.select({ name: providers.name }).from(providers);
      expect(new Set(tenants.map((t) => t.name)).size).toBe(tenants.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('refuses a second owner of the same files: another host, or PGlite in a process', async () => {
    const second = startHost();
    const { code, stderr } = await second.exited;
    expect(code).toBe(1);
    expect(stderr).toContain('already served by another process');
    await expect(openDatabase({ dataDir: path.join(dataDir, 'pglite') })).rejects.toThrow(/served by another process/);
  });
});
