// The browser tests' second server (playwright.config.ts, project "postgresql"): `npm start` on a fresh PostgreSQL
// database, DATABASE_URL (dropped and created again on TEST_DATABASE_URL's server), migrated and seeded with the
// demo data as the embedded one is. Stops with its server.
import { spawn } from 'node:child_process';
import pg from 'pg';

const target = new URL(process.env.DATABASE_URL);
const name = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();

const server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: { ...process.env, SEED_DEMO: 'true' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
