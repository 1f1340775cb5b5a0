// Throwaway databases for the Excel benchmarks: the server creates, migrates and seeds one (demo data), then it
// is stopped and bulk data goes in with plain SQL (insert … select generate_series: 100,000 rows in seconds),
// then the server starts again on it. Embedded PGlite by default; PostgreSQL with BENCH_DATABASE_URL (a fresh
// database is created next to it and dropped at the end).
import { rmSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../../backend/db/pglite-options.mjs';
import { startServer } from './server.mjs';

export const benchTenantSql = `(select provider_id from users where email = 'admin@demo.test')`;

/** Runs `sql` statements on the bench database while no server holds it; returns start(port) and cleanup(). */
export async function prepareDatabase({ name, port, statements }) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = `.data/bench-${name}`;
  let databaseUrl;
  if (adminUrl) {
    const dbName = `bench_${name.replace(/\W/g, '_')}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  } else rmSync(dataDir, { recursive: true, force: true });
  const env = databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: '1' } : {};
  // First start: migrations and demo seed.
  const first = await startServer({ port, dataDir, env });
  await first.stop();
  const started = Date.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const statement of statements) await client.query(statement);
    await client.end();
  } else {
    const db = await PGlite.create({ dataDir: `${dataDir}/pglite`, ...pgliteOptions });
    for (const statement of statements) await db.exec(statement);
    await db.close();
  }
  const loadMs = Date.now() - started;
  return {
    kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
    /** PostgreSQL: CPU milliseconds used so far by the client backends (not autovacuum) of the bench database, by pid. */
    backendCpu: async () => {
      if (!databaseUrl) return new Map();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query("select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'", [new URL(databaseUrl).pathname.slice(1)]);
      await client.end();
      return new Map(rows.map((row) => [row.pid, cpuMs(row.pid)]));
    },
    loadMs,
    start: () => startServer({ port, dataDir, env, keepData: true }),
    cleanup: async () => {
      if (!databaseUrl) return rmSync(dataDir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
      await admin.end();
    },
  };
}

/** Peak resident memory of a process and its children (Linux /proc), sampled every 50 ms. */
export function rssSampler(rootPid) {
  let peak = 0;
  const read = () => {
    let total = 0;
    const pids = [rootPid];
    try {
      for (let i = 0; i < pids.length; i++) {
        const pid = pids[i];
        const status = readText(`/proc/${pid}/status`);
        total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
        const children = readText(`/proc/${pid}/task/${pid}/children`).trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // a process ended between reads
    }
    peak = Math.max(peak, total);
  };
  read();
  const timer = setInterval(read, 50);
  return { stop: () => (clearInterval(timer), read(), peak), get peak() { return peak; } };
}

/** CPU milliseconds (user + system, all threads) a process and its children have used so far (Linux /proc). */
export function cpuMs(rootPid) {
  let total = 0;
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) {
    const stat = readText(`/proc/${pids[i]}/stat`);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    const children = readText(`/proc/${pids[i]}/task/${pids[i]}/children`).trim();
    if (children) pids.push(...children.split(/\s+/).map(Number));
  }
  return total;
}

/** CPU milliseconds a started server (lib/server.mjs) has used so far, its embedded database's host included. */
export function serverCpuMs(server) {
  return cpuMs(server.pid) + (server.databasePid ? cpuMs(server.databasePid) : 0);
}

/**
 * CPU milliseconds the whole machine has been busy so far (Linux /proc/stat: user, nice, system, irq, softirq on
 * every core): the server, its database and the load generator together.
 */
export function machineBusyMs() {
  const [user, nice, system, , , irq, softirq] = readText('/proc/stat').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return ((user + nice + system + irq + softirq) * 1000) / 100;
}

/** CPU milliseconds the backends of `before` and `after` (backendCpu()) used in between. */
export function backendCpuBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

import { readFileSync } from 'node:fs';
function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
