// The several-instances test (tests/instances): two `next start` of the same build on one PostgreSQL database
// (TEST_DATABASE_URL's server, a fresh database) behind nginx; the spec starts and stops them itself.
// Ports: E2E_PORT + 1 and + 2 for the instances, + 3 for nginx.
import { defineConfig, devices } from '@playwright/test';

const base = Number(process.env.E2E_PORT ?? 3200) + 1;

export default defineConfig({
  testDir: 'tests/instances',
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${base + 2}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'instances', use: { ...devices['Desktop Chrome'] } }],
});
