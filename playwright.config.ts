import { defineConfig, devices } from '@playwright/test';
import { chromiumOptions } from './scripts/chromium-options.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3200);
/** The Districad tracking side's secret on the e2e server, so that a test can report a parcel's status as that side would. */
export const e2eDistricadSecret = 'e2e-districad-secret-0123456789abcdef';

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A production server on a fresh embedded database, seeded with the demo data. It counts rate limits as if
    // behind one proxy (TRUSTED_PROXY_HOPS=1): the X-Forwarded-For a test sets stands for that proxy's entry.
    // Started by `npm start` itself: the embedded database's host process and one server process per core. On
    // loopback only, so the demo accounts' exposure banner stays off (tests/instances/embedded-start.spec.ts shows it).
    command: `rm -rf .data/e2e && DATA_DIR=.data/e2e TRUSTED_PROXY_HOPS=1 DISTRICAD_INBOUND_SECRET=${e2eDistricadSecret} LISTEN_HOST=127.0.0.1 PORT=${PORT} node scripts/start.mjs`,
    url: `http://localhost:${PORT}/iniciar-sesion`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
