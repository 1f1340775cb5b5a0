import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
          env: { REQUEST_LOG: 'off' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/api-global-setup.ts'],
        },
      },
    ],
  },
});
