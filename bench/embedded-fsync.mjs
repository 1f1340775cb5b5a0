// The cost of a durable embedded database (fsync on, docs/reliability.md): single-row commits per second on the
// embedded database as the app opens it, with fsync on and with EMBEDDED_DB_FSYNC=off, in alternating rounds of
// one run (each round a fresh data folder, its own process), so that both modes see the same machine load.
// Usage: node bench/embedded-fsync.mjs [rounds=5] [commits=300]
import { spawnSync } from 'node:child_process';
import { median } from './lib/server.mjs';

const rounds = Number(process.argv[2] ?? 5);
const commits = Number(process.argv[3] ?? 300);

const child = `
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durableDataDir, pgliteOptions } from './backend/db/pglite-options.mjs';
const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-fsync-'));
const db = await PGlite.create({ fs: durableDataDir(path.join(folder, 'pglite')), ...pgliteOptions });
await db.exec('create table probe (id serial primary key, payload text not null)');
const started = performance.now();
for (let i = 0; i < ${commits}; i++) await db.query('insert into probe (payload) values ($1)', ['booking ' + i]);
const seconds = (performance.now() - started) / 1000;
await db.close();
rmSync(folder, { recursive: true, force: true });
console.log(JSON.stringify({ perSecond: ${commits} / seconds }));
`;

function run(fsync) {
  const env = { ...process.env, EMBEDDED_DB_FSYNC: fsync };
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', child], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)).perSecond;
}

const results = { on: [], off: [] };
for (let round = 0; round < rounds; round++) {
  for (const mode of round % 2 ? ['off', 'on'] : ['on', 'off']) results[mode].push(run(mode));
}
const line = (values) => `median ${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
console.log(`Commits per second, ${commits} single-row commits, ${rounds} rounds, Node ${process.versions.node}:`);
console.log(`  fsync on (default): ${line(results.on)}`);
console.log(`  fsync off:          ${line(results.off)}`);
console.log(`  cost: ${((1 - median(results.on) / median(results.off)) * 100).toFixed(0)} % fewer commits per second`);
