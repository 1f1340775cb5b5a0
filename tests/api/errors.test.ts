// Error replies every endpoint shares (spec §8 shapes): unknown routes, oversized bodies, request ids.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

function postWithoutKeepAlive(url: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = http.request(url, { method: 'POST', agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    // The server may close while the body is still being written; the reply has arrived by then.
    req.on('error', reject);
    req.end(body);
  });
}

let backend: TestBackend;
let token: string;

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
  token = await backend.login(demoAccounts.admin.email);
});
afterAll(async () => {
  await backend?.close();
});

describe('error replies', () => {
  it('answers 404 {message} for an unknown route once signed in', async () => {
    const reply = await backend.request('/no-such-thing', { token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: expect.any(String) });
  });

  it('answers 401 for an unknown route before sign-in, revealing nothing', async () => {
    const reply = await backend.request('/no-such-thing');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 404 {message} outside /api/v2', async () => {
    const response = await fetch(backend.baseUrl.replace('/api/v2', '/elsewhere'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 413 {message} for an oversized body, before reading it all', async () => {
    // Own connection: the server closes it rather than read the rest of the body, which would break the
    // keep-alive socket fetch() reuses for the next test.
    const { status, body } = await postWithoutKeepAlive(`${backend.baseUrl}/auth/login`, 'x'.repeat(2 * 1024 * 1024));
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ message: expect.any(String) });
  });

  it('tags every reply with a request id', async () => {
    const ok = await backend.request('/status', { token });
    const failed = await backend.request('/status');
    expect(ok.headers.get('x-request-id')).toBeTruthy();
    expect(failed.headers.get('x-request-id')).toBeTruthy();
    expect(ok.headers.get('x-request-id')).not.toBe(failed.headers.get('x-request-id'));
  });
});
