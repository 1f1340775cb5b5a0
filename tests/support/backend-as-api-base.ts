// For BFF tests over the external-backend path: starts a seeded backend for the test file and points the BFF's
// API_BASE_URL at its origin (real HTTP), undone after the file.
import { afterAll, beforeAll } from 'vitest';
import { startTestBackend, type TestBackend } from './test-backend';

/** Registers the file's hooks; the returned getter gives the running backend inside tests. */
export function seededBackendAsApiBase(): () => TestBackend {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend({ seedDemo: true });
    process.env.API_BASE_URL = backend.baseUrl.replace(/\/api\/v2$/, '');
  });
  afterAll(async () => {
    delete process.env.API_BASE_URL;
    await backend?.close();
  });
  return () => {
    if (!backend) throw new Error('the test backend is not running');
    return backend;
  };
}
