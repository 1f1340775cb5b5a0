// The embedded database's host process (backend/db/embedded-host), as `npm start` runs it: a real process on a
// fresh data folder, real node-postgres connections over its Unix socket. It is its own database, so it runs in
// the PGlite pass of the API suite only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '@/backend/db/client';
import { providers } from '@/backend/db/schema';
import { seedDemoIfEmpty } from '@/backend/seed/demo';

const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-host-'));
let host: ReturnType<typeof startHost>;
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

function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
}

/** The type of each message in a server's reply. */
function messageTypes(reply: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 5 <= reply.length; at += 1 + reply.readInt32BE(at + 1)) types.push(String.fromCharCode(reply[at]!));
  return types;
}

/** Resolves with the query's rows, or 'waiting' if it has not answered within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))]);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database host', () => {
  beforeAll(async () => {
    host = startHost();
    await host.ready;
    pool = new pg.Pool({ host: dataDir, user: 'postgres', database: 'postgres' });
  });

  afterAll(async () => {
    await pool?.end();
    host?.child.kill('SIGTERM');
    await host?.exited;
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

  it('answers an extended-protocol query whose bytes arrive a few at a time, split mid-message', async () => {
    const socket = connect(path.join(dataDir, '.s.PGSQL.5432'));
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    const typed = (type: string, body: Buffer) => Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
    const startup = Buffer.concat([int32(196608), Buffer.from('user\0postgres\0database\0postgres\0\0')]);
    const bytes = Buffer.concat([
      int32(startup.length + 4),
      startup,
      typed('P', Buffer.from('\0select 40 + 2 as answer\0\0\0')),
      typed('B', Buffer.from('\0\0\0\0\0\0\0\0')),
      typed('E', Buffer.from('\0\0\0\0\0')),
      typed('S', Buffer.alloc(0)),
    ]);
    for (let at = 0; at < bytes.length; at += 3) {
      socket.write(bytes.subarray(at, at + 3));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    // The greeting's messages, then the query's: ParseComplete, BindComplete, the row, SELECT 1, ReadyForQuery.
    await expect.poll(() => messageTypes(Buffer.concat(received)).filter((type) => type === 'Z').length, { timeout: 5_000 }).toBe(2);
    const reply = Buffer.concat(received);
    expect(messageTypes(reply).filter((type) => type !== 'S')).toEqual(['R', 'K', 'Z', '1', '2', 'D', 'C', 'Z']);
    expect(reply.toString('latin1')).toContain('\0\x01\0\0\0\x0242C');
    socket.destroy();
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

  it("runs the app's queries as prepared statements, each connection its own, with every answer its own", async () => {
    const app = await openDatabase({ embeddedHost: dataDir });
    try {
      // Ten at once take ten connections, each preparing the same text under the same name; then again, reusing them.
      const words = Array.from({ length: 20 }, (_, i) => `palabra ${i}`);
      const answers = [];
      for (const half of [words.slice(0, 10), words.slice(10)]) {
        answers.push(...(await Promise.all(half.map((word) => app.db.execute(sql`select ${word}::text as word`)))));
      }
      expect(answers.map((answer) => answer.rows[0]!.word)).toEqual(words);
      const { rows } = await app.db.execute<{ name: string }>(sql`select name from pg_prepared_statements where statement = ${'select $1::text as word'}`);
      expect(rows.length).toBeGreaterThan(1);
      expect(new Set(rows.map((row) => row.name.replace(/^c\d+_/, ''))).size).toBe(1);
    } finally {
      await app.close();
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

  it("leaves a folder PGlite in a process opens and drizzle's migrator finds up to date", async () => {
    await pool.end();
    pool = undefined as unknown as pg.Pool;
    host.child.kill('SIGTERM');
    expect((await host.exited).code).toBe(0);
    const inProcess = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const count = async () => (await inProcess.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]!.n;
      const applied = await count();
      expect(applied).toBeGreaterThan(0);
      await migrate(inProcess);
      expect(await count()).toBe(applied);
      expect(await inProcess.db.$count(providers)).toBeGreaterThan(0);
    } finally {
      await inProcess.close();
    }
  });
});
