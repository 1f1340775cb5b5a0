// Load (issue 10): N concurrent signed-in users browsing, filtering and creating bookings for D seconds against
// a production server on PostgreSQL with many bookings (bench/seed-million.ts). Loopback only, bounded in time.
// Each user is one tenant's administrator (admin1…admin50@bench.test): pages with the session cookie, bookings
// created through POST /api/v2/booking with the user's token and an Idempotency-Key. Afterwards the database is
// counted: every 201 is one booking, none lost, none doubled. Exits 1 on any error, loss or duplicate.
// Usage: npm run bench:load [-- --users 50 --duration 60 --bookings 1000000 --reseed --port 3402]
//   Seeds bench_million (BENCH_DATABASE_URL) when it does not exist yet, or with --reseed.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sealData } from 'iron-session';
import pg from 'pg';
import { startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    bookings: { type: 'string', default: '1000000' },
    reseed: { type: 'boolean', default: false },
    port: { type: 'string', default: '3402' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_million' },
  },
});
const users = Number(values.users);
const durationMs = Number(values.duration) * 1000;
const databaseUrl = values['database-url'];
if (!/^postgres(ql)?:\/\/[^/]*(127\.0\.0\.1|localhost)[:/]/.test(databaseUrl)) throw new Error('bench:load runs on a loopback PostgreSQL only');

async function databaseExists() {
  const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query('select 1 from pg_database where datname = $1', [new URL(databaseUrl).pathname.slice(1)]);
  await client.end();
  return rows.length > 0;
}

if (values.reseed || !(await databaseExists())) {
  console.log(`Seeding ${Number(values.bookings).toLocaleString('en')} bookings into ${databaseUrl}…`);
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-million.ts', '--url', databaseUrl, '--bookings', values.bookings], { stdio: 'inherit' });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const [{ count: existing }] = (await db.query('select count(*)::int as count from bookings')).rows;
const tenantCount = (await db.query(`select count(*)::int as n from users where email like 'admin%@bench.test'`)).rows[0].n;
if (tenantCount < users) throw new Error(`only ${tenantCount} bench tenants: run with --reseed or fewer --users`);

const sessionSecret = randomBytes(32).toString('hex');
const server = await startServer({
  port: Number(values.port),
  env: { DATABASE_URL: databaseUrl, SEED_DEMO: '0', SESSION_SECRET: sessionSecret, SESSION_COOKIE_SECURE: 'false' },
});
const base = server.baseUrl;
const runId = Date.now().toString(36);

/** Signs a user in (POST /api/v2/auth/login) and seals the session cookie the sign-in form would set. */
async function signIn(n) {
  const reply = await fetch(`${base}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: `admin${n}@bench.test`, password: 'demo1234' }),
  });
  if (reply.status !== 200) throw new Error(`sign-in of admin${n}: ${reply.status}`);
  const { token } = await reply.json();
  const sealed = await sealData({ token }, { password: sessionSecret, ttl: 3600 });
  const dashboard = await (await fetch(`${base}/api/v2/dashboard`, { headers: { authorization: `Bearer ${token}` } })).json();
  const slots = dashboard.availability.filter((a) => a.free > 0).flatMap((a) => Array.from({ length: a.free }, () => a));
  return { n, token, cookie: `session=${sealed}`, slots };
}

const pages = [
  '/',
  '/reservas',
  '/reservas?status=4',
  '/reservas?status=2&sortBy=expiration_date&orderBy=ASC',
  '/reservas?page=7',
  '/reservas?description=Pedido%201234',
  '/reservas?size_id=2&status=9',
  '/reservas?email=cliente12',
];
const latencies = { page: [], create: [] };
const failures = [];
const created = [];

async function timed(kind, work) {
  const started = performance.now();
  try {
    await work();
  } catch (error) {
    failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    latencies[kind].push(performance.now() - started);
  }
}

async function browse(user, path) {
  const reply = await fetch(`${base}${path}`, { headers: { cookie: user.cookie }, redirect: 'manual' });
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${path} → ${reply.status}`);
}

async function createBooking(user, slot, sequence) {
  const description = `Carga ${runId} ${user.n}-${sequence}`;
  const reply = await fetch(`${base}/api/v2/booking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ location_id: slot.location_id, size_id: slot.size_id, code_validity_hours: 72, client: { description, email: 'carga@example.com' } }),
  });
  const body = await reply.json();
  if (reply.status !== 201) throw new Error(`create → ${reply.status} ${body.message ?? ''}`);
  created.push({ id: body.data.id, description });
}

async function runUser(user, until) {
  for (let i = 0; Date.now() < until; i++) {
    // Mostly reading and filtering; every fourth step a new booking while the tenant has free doors.
    if (i % 4 === 3 && user.slots.length > 0) await timed('create', () => createBooking(user, user.slots.shift(), i));
    else await timed('page', () => browse(user, pages[(i + user.n) % pages.length]));
  }
}

const percentile = (list, p) => {
  if (list.length === 0) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

let exitCode = 0;
try {
  const signedIn = [];
  for (let n = 1; n <= users; n++) signedIn.push(await signIn(n));
  const started = Date.now();
  await Promise.all(signedIn.map((user) => runUser(user, started + durationMs)));
  const seconds = (Date.now() - started) / 1000;

  // Count afterwards: each 201 is exactly one row; no booking of this run exists without its 201.
  const { rows } = await db.query(
    `select client->>'description' as description, count(*)::int as n, min(id) as id from bookings
     where client->>'description' like $1 group by 1`,
    [`Carga ${runId} %`],
  );
  const stored = new Map(rows.map((r) => [r.description, r]));
  const lost = created.filter((c) => !stored.has(c.description) || Number(stored.get(c.description).id) !== c.id).length;
  const duplicated = rows.filter((r) => r.n > 1).length;
  const unexpected = rows.length - created.length;

  const all = [...latencies.page, ...latencies.create];
  const line = (label, list) =>
    `${label.padEnd(16)} ${String(list.length).padStart(6)} req  p50 ${percentile(list, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(list, 99).toFixed(0).padStart(5)} ms`;
  console.log(`\nLoad: ${users} signed-in users, ${seconds.toFixed(0)} s, PostgreSQL with ${existing.toLocaleString('en')} bookings, ${new Date().toISOString()}`);
  console.log(line('pages', latencies.page));
  console.log(line('create booking', latencies.create));
  console.log(line('all', all));
  console.log(`throughput ${(all.length / seconds).toFixed(1)} req/s; errors ${failures.length}; bookings created ${created.length}, lost ${lost}, duplicated ${duplicated}, unexpected ${Math.max(0, unexpected)}`);
  if (failures.length) console.log(`first errors:\n  ${[...new Set(failures)].slice(0, 10).join('\n  ')}`);
  if (failures.length || lost || duplicated || unexpected) exitCode = 1;
} finally {
  await server.stop();
  await db.end();
}
process.exit(exitCode);
