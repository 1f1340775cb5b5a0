import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Each API and security test file boots its own PGlite, a 9 MB WebAssembly build of PostgreSQL. V8's optimising
// tier would recompile all of it in the background of every short-lived test process; its baseline compiler alone
// costs about 40 % less CPU per file and runs these tests as fast (docs/decisions/0106).
const wasmBaselineOnly = ['--liftoff-only'];

const alias = {
  '@': fileURLToPath(new URL('.', import.meta.url)),
  // `server-only` throws outside React Server Components; tests run lib/ code directly.
  'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
};

// API test files that change the process itself (its environment, the process-wide backend, the metrics registry,
// the kept count estimates): each runs in a process of its own. Every other API file has its own database and no
// process state, so they share one process and import the backend once (docs/decisions/0107).
const apiFilesWithProcessState = [
  'api-client',
  'api-faults',
  'backup-restore',
  'bookings',
  'bookings-cursor',
  'capped-count',
  'embedded-host',
  'metrics',
  'migrate-failure',
  'prepared-statements',
  'readiness',
  'request-log',
  'runtime',
  'sign-in',
].map((name) => `tests/api/${name}.test.ts`);

const backendTest = {
  environment: 'node' as const,
  execArgv: wasmBaselineOnly,
  // One log line per request (backend/ops/request-context.ts) is noise here; tests/api/request-log.test.ts turns it on.
  env: { REQUEST_LOG: 'off' },
  globalSetup: ['tests/support/api-global-setup.ts'],
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // `vitest --project 'api*'` runs both halves of the API tests.
      {
        resolve: { alias },
        test: {
          ...backendTest,
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: apiFilesWithProcessState,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: { ...backendTest, name: 'api-own-process', include: apiFilesWithProcessState, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        // npm run test:security: the attack suite against the real backend (see docs/security.md).
        resolve: { alias },
        test: { ...backendTest, name: 'security', include: ['tests/security/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
    ],
  },
});
