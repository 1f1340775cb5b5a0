import { defineConfig, devices } from '@playwright/test';
import { chromiumOptions } from './scripts/chromium-options.mjs';
import { e2eDataDir, e2ePort as PORT, postgresDatabaseUrl, postgresPort, postgresProject } from './tests/e2e/e2e-servers';

/** The Districad tracking side's secret on the e2e server, so that a test can report a parcel's status as that side would. */
export const e2eDistricadSecret = 'e2e-districad-secret-0123456789abcdef';
const serverEnv = `TRUSTED_PROXY_HOPS=1 DISTRICAD_INBOUND_SECRET=${e2eDistricadSecret} LISTEN_HOST=127.0.0.1`;
/** The specs that also run on PostgreSQL (project "postgresql"). */
const onBothDatabases = [
  'clients',
  'booking-fines',
  'booking-force-open',
  'booking-comments',
  'bookings-lifecycle',
  'collection-window-notice',
  'outbox-delivery',
  'tenant-providers',
  'tenants',
  'permissions',
  'variants-integrations',
  'variants-sales-stock',
  'admin-articles',
  'dashboard',
].map((name) => `**/${name}.spec.ts`);

/** A server the tests wait for: started by `command`, ready when its sign-in page answers. */
const server = (command: string, port: number) => ({ command, url: `http://localhost:${port}/iniciar-sesion`, timeout: 120_000, reuseExistingServer: false });

export default defineConfig({
  testDir: 'tests/e2e',
  // One shared server and database: tests that change a user's settings must not race each other.
  workers: 1,
  // The suite runs beside the API tests on a 2-core machine: a chunk can take seconds to arrive and run. These are
  // bounds on waiting, never timings (those live in bench/); a test that passes only on its retry is reported flaky.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records a screencast as the test runs, which costs Chromium a third of its time: only on the retry.
    trace: 'on-first-retry',
    launchOptions: chromiumOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The screens of the later parts of the specification (clients, charges, forced opening, comments, WhatsApp and
    // Districad, providers, permissions, reports, articles) again on PostgreSQL, production's database, when there is one.
    ...(postgresDatabaseUrl
      ? [{ name: postgresProject, testMatch: onBothDatabases, use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${postgresPort}` } }]
      : []),
  ],
  webServer: [
    // A production server on a fresh embedded database, seeded with the demo data. It counts rate limits as if
    // behind one proxy (TRUSTED_PROXY_HOPS=1): the X-Forwarded-For a test sets stands for that proxy's entry.
    // Started by `npm start` itself: the embedded database's host process and one server process per core. On
    // loopback only, so the demo accounts' exposure banner stays off (tests/instances/embedded-start.spec.ts shows it).
    server(`rm -rf ${e2eDataDir} && DATA_DIR=${e2eDataDir} ${serverEnv} PORT=${PORT} node scripts/start.mjs`, PORT),
    // The same on a fresh PostgreSQL database (tests/e2e/postgres-server.mjs).
    ...(postgresDatabaseUrl
      ? [server(`DATABASE_URL=${postgresDatabaseUrl} ${serverEnv} PORT=${postgresPort} node tests/e2e/postgres-server.mjs`, postgresPort)]
      : []),
  ],
});
