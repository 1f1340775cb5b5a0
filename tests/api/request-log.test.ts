// One JSON line per request (docs/operations.md, "Logs"): request id, route pattern, status, duration, tenant;
// never a body, a token, a query or an address. The backend on its own writes it; inside the Next process the
// HTTP layer writes it (backend/ops/http-request-log.ts) with what the backend's calls fill in.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/backend/app';
import { installHttpRequestLog, pageRoute } from '@/backend/ops/http-request-log';
import { demoAccounts, demoPassword } from '@/backend/seed/demo-accounts';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  // Off for the other API tests (vitest.config.ts).
  process.env.REQUEST_LOG = 'on';
  backend = await startTestBackend({ seedDemo: true });
});
afterAll(() => backend?.close());

/** Lines written to stdout while `run` runs, parsed. */
async function loggedLines(expected: number, run: () => Promise<unknown>): Promise<{ raw: string; line: Record<string, unknown> }[]> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
  try {
    await run();
    // The HTTP layer writes on the reply's 'close', just after the client has it; then a moment for any extra line.
    await vi.waitFor(() => expect(written.length).toBeGreaterThanOrEqual(expected), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    spy.mockRestore();
  }
  return written.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((raw) => ({ raw, line: JSON.parse(raw) }));
}

const email = demoAccounts.admin.email;

describe('the backend on its own', () => {
  it('writes one line per request with id, route pattern, status, duration and tenant, and returns the id', async () => {
    let token = '';
    let bookingReply: Awaited<ReturnType<TestBackend['request']>> | undefined;
    const lines = await loggedLines(2, async () => {
      token = await backend.login(email);
      bookingReply = await backend.request('/booking/999999?email=someone%40example.com', { token });
    });
    expect(lines).toHaveLength(2);
    const [login, booking] = lines.map((l) => l.line);
    expect(login).toMatchObject({ level: 'info', msg: 'request', method: 'POST', route: '/api/v2/auth/login', status: 200 });
    expect(login!.tenantId).toBeUndefined();
    expect(booking).toMatchObject({ method: 'GET', route: '/api/v2/booking/:id{[0-9]+}', status: 404, tenantId: expect.any(Number) });
    expect(booking!.durationMs).toEqual(expect.any(Number));
    expect(booking!.requestId).toBe(bookingReply!.headers.get('x-request-id'));
    for (const { raw } of lines) {
      for (const secret of [email, demoPassword, token, 'someone', '999999']) expect(raw).not.toContain(secret);
    }
  });

  it("keeps a client's plain X-Request-Id and replaces one that is not plain", async () => {
    const kept = await backend.request('/status', { headers: { 'x-request-id': 'pda-42_retry-1' } });
    expect(kept.headers.get('x-request-id')).toBe('pda-42_retry-1');
    const replaced = await backend.request('/status', { headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('inside the Next process', () => {
  it('writes one line per HTTP request: a page with the tenant its backend calls found, an /api/v2 call with its pattern', async () => {
    installHttpRequestLog();
    // As Next serves: the backend in the same process, a page whose render calls it twice, /api/v2 handed to it.
    const app = createApp({ db: backend.db, tokenTtlHours: 168 });
    const apiListener = getRequestListener(app.fetch);
    const server = http.createServer(async (request, response) => {
      if (request.url!.startsWith('/api/')) return apiListener(request, response);
      const authorization = String(request.headers.authorization);
      for (const path of ['/auth/me', '/booking?per_page=1']) await app.fetch(new Request(`http://backend.internal/api/v2${path}`, { headers: { authorization } }));
      response.end('<html>page</html>');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const token = await backend.login(email);
      let pageId: string | null = null;
      const lines = await loggedLines(1, async () => {
        const page = await fetch(`${origin}/reservas/123/editar?email=someone%40example.com`, { headers: { authorization: `Bearer ${token}` } });
        pageId = page.headers.get('x-request-id');
        await page.text();
      });
      // The page's line; the backend's calls joined it rather than writing their own.
      expect(lines).toHaveLength(1);
      expect(lines[0]!.line).toMatchObject({ requestId: pageId, method: 'GET', route: '/reservas/:id/editar', status: 200, tenantId: expect.any(Number) });
      expect(lines[0]!.raw).not.toContain('someone');

      let apiId: string | null = null;
      const apiLines = await loggedLines(1, async () => {
        const reply = await fetch(`${origin}/api/v2/booking/77`, { headers: { authorization: `Bearer ${token}` } });
        apiId = reply.headers.get('x-request-id');
        await reply.text();
      });
      expect(apiLines.map((l) => l.line)).toEqual([expect.objectContaining({ requestId: apiId, route: '/api/v2/booking/:id{[0-9]+}', status: 404, tenantId: expect.any(Number) })]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('names pages without ids, queries or /api/v2 paths', () => {
    expect(pageRoute('/reservas?estado=1')).toBe('/reservas');
    expect(pageRoute('/comprobantes/2026-11-01/ab12')).toBe('/comprobantes/:id/:id');
    expect(pageRoute('/api/v2/booking/5')).toBeUndefined();
  });
});
