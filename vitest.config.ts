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

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          execArgv: wasmBaselineOnly,
          // One log line per request (backend/ops/request-context.ts) is noise here; tests/api/request-log.test.ts turns it on.
          env: { REQUEST_LOG: 'off' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/support/api-global-setup.ts'],
        },
      },
      {
        // npm run test:security: the attack suite against the real backend (see docs/security.md).
        resolve: { alias },
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          execArgv: wasmBaselineOnly,
          env: { REQUEST_LOG: 'off' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/api-global-setup.ts'],
        },
      },
    ],
  },
});
