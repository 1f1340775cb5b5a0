// System tests that start their own processes (tests/instances), on the production build:
// - several instances: two `next start` on one PostgreSQL database (TEST_DATABASE_URL's server, a fresh database)
//   behind nginx (ports E2E_PORT + 1, + 2, nginx + 3); skipped without TEST_DATABASE_URL;
//   (a second nginx listener, + 7, sends pages to one and server actions to the other);
// - backend faults: a standalone backend (+ 4) behind a fault proxy (+ 5) and the app pointed at it (+ 6).
// - npm start on the embedded database: its host and two servers on a fresh folder (+ 8; a second one on + 9).
import { defineConfig, devices } from '@playwright/test';
import { chromiumOptions } from './scripts/chromium-options.mjs';

const base = Number(process.env.E2E_PORT ?? 3200) + 1;

export default defineConfig({
  testDir: 'tests/instances',
  workers: 1,
  timeout: 90_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${base + 2}`,
    launchOptions: chromiumOptions,
  },
  projects: [{ name: 'instances', use: { ...devices['Desktop Chrome'] } }],
});
