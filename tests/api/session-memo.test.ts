// The session memo an in-process caller (the BFF rendering one page) passes to app.fetch: one lookup for the
// page's reads, while a revoked token is refused from the caller's next render on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basePath, createApp } from '@/backend/app';
import type { BackendBindings } from '@/backend/middleware/auth';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
  app = createApp({ db: backend.db, tokenTtlHours: 168 });
});
afterAll(async () => {
  await backend?.close();
});

function get(path: string, token: string, bindings?: BackendBindings) {
  return app.fetch(new Request(`http://backend.internal${basePath}${path}`, { headers: { authorization: `Bearer ${token}` } }), bindings);
}

describe('session memo of one render', () => {
  it('resolves the token once for the render and again for the next one', async () => {
    const token = await backend.login(demoAccounts.operator.email);
    const render = { sessionMemo: new Map() };
    expect((await get('/auth/me', token, render)).status).toBe(200);
    expect(render.sessionMemo.size).toBe(1);

    await backend.request('/auth/logout', { method: 'POST', token });
    // The page being rendered finishes with the session it started with…
    expect((await get('/booking', token, render)).status).toBe(200);
    // …the next render, and any caller without a memo, is refused.
    expect((await get('/booking', token, { sessionMemo: new Map() })).status).toBe(401);
    expect((await get('/booking', token)).status).toBe(401);
  });

  it('does not let one token borrow another token\'s session', async () => {
    const operator = await backend.login(demoAccounts.operator.email);
    const render = { sessionMemo: new Map() };
    expect((await get('/auth/me', operator, render)).status).toBe(200);
    const me = await (await get('/auth/me', 'not-a-real-token-at-all', render)).json();
    expect(me).toEqual({ message: 'Unauthenticated.' });
  });
});
