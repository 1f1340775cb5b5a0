// Loads 1,000,000 realistic bookings across 50 tenants into a PostgreSQL database for the scale benchmarks
// (issue 9). Recreates the database, migrates it, then fills it with set-based SQL (generate_series): no row
// travels from Node, so it takes about a minute rather than the 5 minutes the issue allows.
// Usage: npx tsx bench/seed-million.ts [--url postgres://postgres@127.0.0.1:5432/bench_million] [--bookings 1000000]
// Sign in afterwards as admin1@bench.test … admin50@bench.test, password demo1234.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate, openDatabase } from '@/backend/db/client';
import { hashPassword } from '@/backend/modules/auth/passwords';

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

  await timed(`${tenants} tenants, their administrators and lockers`, async () => {
    await client.query(
      `INSERT INTO providers (name, enterprise, custom, credits, configs)
       SELECT 'Tenant ' || t, t % 10 = 0, false, 1000000, '[{"name":"country","value":"UY"}]'::jsonb
       FROM generate_series(1, $1) t`,
      [tenants],
    );
    await client.query(
      `INSERT INTO users (provider_id, email, password_hash, username, code, type, sub_type, personal_info, permissions, accepted_tc)
       SELECT p.id, 'admin' || p.id || '@bench.test', $1, 'admin' || p.id, lpad(p.id::text, 6, '0'), 'Usuario', 2,
              jsonb_build_object('name', 'Admin', 'last_name', p.id::text), '["*"]'::jsonb, true
       FROM providers p`,
      [passwordHash],
    );
    // Four lockers per tenant, 30 doors each (10 of every size).
    await client.query(
      `INSERT INTO locations (provider_id, description, address, enabled)
       SELECT p.id, 'Locker ' || p.id || '-' || l, 'Calle ' || l || ' 1234, Montevideo', true
       FROM providers p, generate_series(1, 4) l`,
    );
    await client.query(
      `INSERT INTO doors (location_id, number, size_id, enabled)
       SELECT l.id, d, 1 + (d - 1) / 10, true FROM locations l, generate_series(1, 30) d`,
    );
  });

  // History-heavy like a real tenant: most bookings finished (picked up, deleted, lapsed); the ones that hold a
  // door (2, 3, 6, 11) are left out so the one-active-booking-per-door rule holds without per-row bookkeeping.
  // Each tenant's doors numbered 1..n, so every generated row finds its door with one hash join.
  await client.query(
    `CREATE TEMP TABLE door_slots AS
     SELECT l.provider_id, l.id AS location_id, d.id AS door_id, d.size_id,
            row_number() OVER (PARTITION BY l.provider_id ORDER BY d.id)::int AS slot,
            count(*) OVER (PARTITION BY l.provider_id)::int AS slots
     FROM locations l JOIN doors d ON d.location_id = l.id`,
  );
  await timed(`${total.toLocaleString('en')} bookings`, () =>
    client.query(
      `INSERT INTO bookings (provider_id, location_id, door_id, status_id, size_id, insert_code, pickup_code,
                             code_validity_hours, expiration_date, insert_date, withdrawal_date, client, whatsapp,
                             created_at, updated_at)
       SELECT provider_id, location_id, door_id, status_id, size_id,
              lpad(((g * 7919) % 1000000)::text, 6, '0'),
              CASE WHEN status_id IN (4, 10) THEN lpad(((g * 104729) % 1000000)::text, 6, '0') END,
              72, created + interval '120 hours', CASE WHEN status_id IN (4, 10) THEN created + interval '20 hours' END,
              CASE WHEN status_id IN (4, 10) THEN created + interval '40 hours' END,
              jsonb_build_object('description', 'Pedido ' || g, 'email', 'cliente' || (g % 200000) || '@example.com',
                                 'document', (1000000 + (g * 37) % 8999999)::text,
                                 'phone_number', '09' || lpad(((g * 13) % 10000000)::text, 7, '0'), 'phone_country', 'UY'),
              g % 3 = 0, created, created
       FROM (
         SELECT g, slot.provider_id, slot.location_id, slot.door_id, slot.size_id,
                (ARRAY[4, 4, 4, 4, 4, 9, 5, 10, 18])[(1 + g % 9)::int] AS status_id,
                now() - (((g * 7) % (540 * 24))::text || ' hours')::interval AS created
         FROM generate_series(1, $1::bigint) g
         JOIN door_slots slot ON slot.provider_id = 1 + g % $2 AND slot.slot = 1 + (g / $2) % slot.slots
       ) s`,
      [total, tenants],
    ),
  );
  // VACUUM sets the visibility map, so counts and id-ordered pages are index-only scans, as in a settled database.
  await timed('vacuum analyze', () => client.query('VACUUM ANALYZE'));
  await client.end();
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s. Sign in as admin1@bench.test / demo1234 at ${values.url}`);
}

await main();
