// Loads 1,000,000 realistic bookings across 50 tenants into a PostgreSQL database for the scale benchmarks
// (issue 9). Recreates the database, migrates it, then fills it with set-based SQL (bench/lib/booking-history.ts):
// no row travels from Node, so it takes about a minute rather than the 5 minutes the issue allows.
// Usage: npx tsx bench/seed-million.ts [--url postgres://postgres@127.0.0.1:5432/bench_million] [--bookings 1000000]
// Sign in afterwards as admin1@bench.test … admin50@bench.test, password demo1234.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate, openDatabase } from '@/backend/db/client';
import { hashPassword } from '@/backend/modules/auth/passwords';
import { createLockerTenants, generateBookingHistory, type RunQuery } from './lib/booking-history';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_million' },
    bookings: { type: 'string', default: '1000000' },
    tenants: { type: 'string', default: '50' },
  },
});
const total = Number(values.bookings);
const tenants = Number(values.tenants);
const target = new URL(values.url);
const databaseName = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`Unexpected database name ${databaseName}`);

async function recreateDatabase() {
  const admin = new URL(values.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${databaseName}`);
  await client.end();
}

const timed = async (label: string, work: () => Promise<unknown>) => {
  const started = Date.now();
  await work();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

async function main() {
  const started = Date.now();
  await timed('create database', recreateDatabase);
  const handle = await openDatabase({ databaseUrl: values.url });
  await timed('migrate', () => migrate(handle));
  await handle.close();

  const client = new pg.Client({ connectionString: values.url });
  await client.connect();
  const passwordHash = await hashPassword('demo1234');

  const query: RunQuery = (text, params) => client.query(text, params);
  let tenantIds: number[] = [];
  await timed(`${tenants} tenants, their lockers and administrators`, async () => {
    tenantIds = await createLockerTenants(query, tenants);
    await client.query(
      `INSERT INTO users (provider_id, email, password_hash, username, code, type, sub_type, personal_info, permissions, accepted_tc)
       SELECT p.id, 'admin' || p.id || '@bench.test', $1, 'admin' || p.id, lpad(p.id::text, 6, '0'), 'Usuario', 2,
              jsonb_build_object('name', 'Admin', 'last_name', p.id::text), '["*"]'::jsonb, true
       FROM providers p`,
      [passwordHash],
    );
  });
  await timed(`${total.toLocaleString('en')} bookings`, () => generateBookingHistory(query, { tenantIds, total }));
  // VACUUM sets the visibility map, so counts and id-ordered pages are index-only scans, as in a settled database.
  await timed('vacuum analyze', () => client.query('VACUUM ANALYZE'));
  await client.end();
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s. Sign in as admin1@bench.test / demo1234 at ${values.url}`);
}

await main();
