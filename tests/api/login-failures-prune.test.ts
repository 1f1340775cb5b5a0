// The timed jobs prune login_failures: rows past the limits' window go, whoever made them (an address that never
// tries again included); rows inside the window stay, so the limits still count them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '@/backend/db/schema';
import { startJobScheduler } from '@/backend/jobs/scheduler';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('login_failures pruning', () => {
  it('the scheduler deletes failures older than the window and keeps recent ones', async () => {
    await backend.db.insert(loginFailures).values([
      { email: 'gone-1@test.example', address: '198.51.100.200', createdAt: sql`now() - interval '2 hours'` },
      { email: 'gone-2@test.example', address: '198.51.100.201', createdAt: sql`now() - interval '61 seconds'` },
      { email: 'kept@test.example', address: '198.51.100.202' },
    ]);
    const stop = startJobScheduler(backend.db, { intervalMs: 200 });
    try {
      await expect
        .poll(async () => (await backend.db.select({ email: loginFailures.email }).from(loginFailures)).map((row) => row.email).sort(), { timeout: 30_000, interval: 250 })
        .toEqual(['kept@test.example']);
    } finally {
      stop();
    }
  });
});
