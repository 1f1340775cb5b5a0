// Error replies every endpoint shares (docs/domain/errors.md shapes): unknown routes, oversized bodies, request ids, and inputs
// the database could not take (NUL characters, ids past int4, non-decimal numbers).
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { maxId, maxValueMessage, invalidCharacterMessage, numberMessage } from '@/contract/fields';
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

/**
 * Streams up to `limitBytes` in chunks (no Content-Length) over a raw socket, stopping when the reply's status line
 * comes: the status and how many bytes the server had been sent by then. (Node's HTTP client drops a reply that
 * arrives while the request is still being written, once the server closes; a socket reads it like a browser.)
 */
function streamUntilAnswered(url: string, limitBytes: number): Promise<{ status: number; sent: number }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let reply = '';
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 'x'), Buffer.from('\r\n')]);
      const write = () => {
        while (!reply && !socket.destroyed && sent < limitBytes) {
          sent += 0x10000;
          if (!socket.write(chunk)) return void socket.once('drain', write);
        }
      };
      write();
    });
    socket.on('data', (data) => {
      reply += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(reply);
      if (status) {
        socket.destroy();
        resolve({ status: Number(status[1]), sent });
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => reject(new Error(`closed without a reply after ${sent} bytes`)));
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

  it('refuses an endless upload from someone not signed in once it passes the upload limit, without reading the rest', async () => {
    // Before: the 401 waited for the whole body, read into memory (a gigabyte took gigabytes of the server's memory).
    const streamed = await streamUntilAnswered(`${backend.baseUrl}/billing/upload-receipt`, 256 * 1024 * 1024);
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(32 * 1024 * 1024);
    const declared = await postWithoutKeepAlive(`${backend.baseUrl}/billing/upload-receipt`, 'x'.repeat(9 * 1024 * 1024));
    expect(declared.status).toBe(413);
  });

  it('tags every reply with a request id', async () => {
    const ok = await backend.request('/status', { token });
    const failed = await backend.request('/status');
    expect(ok.headers.get('x-request-id')).toBeTruthy();
    expect(failed.headers.get('x-request-id')).toBeTruthy();
    expect(ok.headers.get('x-request-id')).not.toBe(failed.headers.get('x-request-id'));
  });
});

describe('inputs the database could not take get a 422, never a 500, and change nothing', () => {
  /** A booking's reference and an apartment's name holding `text`: both refused, naming the field. */
  async function expectRefusedInBodies(text: string) {
    const created = await backend.request('/booking', { token, json: { client: { description: `Pedido ${text}` }, location_id: 1, size_id: 1 } });
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({ 'client.description': [invalidCharacterMessage] });
    const apartment = await backend.request('/apartments', { token, json: { name: `Torre ${text}`, block: 'Z', number: '1' } });
    expect(apartment.status).toBe(422);
    expect(apartment.body.errors).toEqual({ name: [invalidCharacterMessage] });
  }

  it('refuses a NUL character in a body or a filter, naming the field', async () => {
    const before = await backend.request('/booking?perPage=1', { token });
    await expectRefusedInBodies('\u0000');
    for (const path of ['/booking?description=%00', '/user/team?name=a%00b', '/apartments?block=%00']) {
      const listed = await backend.request(path, { token });
      expect(listed.status, path).toBe(422);
      expect(listed.body.message).toBe(invalidCharacterMessage);
    }
    expect((await backend.request('/booking?perPage=1', { token })).body.meta.total).toBe(before.body.meta.total);
  });

  it('refuses half of a UTF-16 surrogate pair, which JSON allows and PostgreSQL cannot store, signed in or not', async () => {
    const before = await backend.request('/booking?perPage=1', { token });
    // An apartment's name was stored with U+FFFD instead: a text silently changed.
    await expectRefusedInBodies('\ud800 roto');
    await expectRefusedInBodies('\udfff');
    const registered = await backend.request('/auth/register/public', {
      json: { business_name: 'Envíos', name: 'Ana\ud83d', last_name: 'Pérez', email: 'surrogate@example.com', phone: '099 123 456', password: 'clave123', password_confirmation: 'clave123', terms: true, no_dangerous_goods: true },
    });
    expect(registered.status).toBe(422);
    expect(registered.body.errors).toEqual({ name: [invalidCharacterMessage] });
    // A whole pair (an emoji) is an ordinary character.
    const emoji = await backend.request('/apartments', { token, json: { name: 'Torre 🏢', block: 'Z', number: '2' } });
    expect(emoji.status).toBe(201);
    expect((await backend.request('/booking?perPage=1', { token })).body.meta.total).toBe(before.body.meta.total);
  });

  it('checks a body nested thousands of levels deep for NUL characters without overflowing: 422, not 500', async () => {
    const deep = `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`;
    const reply = await fetch(`${backend.baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(reply.status).toBe(422);
    expect((await reply.json()).message).toBe(invalidCharacterMessage);
  });

  it('refuses a date filter in a year the database cannot compare with: 422, not 500', async () => {
    for (const path of ['/booking?expiration_date=9999-12-31', '/booking?created_at=0000-01-01', '/user/billing?created_at=9999-12-31']) {
      const listed = await backend.request(path, { token });
      expect(listed.status, path).toBe(422);
      expect(listed.body.message, path).toBe('La fecha no es válida');
    }
    expect((await backend.request('/booking?created_at=2026-11-30', { token })).status).toBe(200);
  });

  it('refuses ids past the database’s integer range in filters and lists', async () => {
    expect((await backend.request('/booking?status=99999999999', { token })).status).toBe(422);
    const readAll = await backend.request('/notifications/read-all', { token, method: 'PUT', json: { ids: [2147483648] } });
    expect(readAll.status).toBe(422);
    expect(readAll.body.errors).toEqual({ 'ids.0': [maxValueMessage(maxId)] });
  });

  it('reads amounts as decimal digits only: "0x300" is not 768', async () => {
    const reply = await backend.request('/billing/recharge', { token, json: { amount: '0x300' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.amount).toEqual([numberMessage]);
  });
});
