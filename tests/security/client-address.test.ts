// The per-client rate limits see the real client on the server as `npm start` runs it (the built-in /api/v2 in
// process) and with an external /api/v2 (API_BASE_URL): the BFF hands the backend the socket's address (or the
// trusted proxies' X-Forwarded-For entry, TRUSTED_PROXY_HOPS). Each client here is its own loopback address, so the
// sockets differ as visitors' do; the X-Forwarded-For they send is forged and must change nothing. A malformed body
// spends nobody's allowance. On PostgreSQL too when TEST_DATABASE_URL is set (support/npm-start.ts). Also here, on
// the same server: sign-in throttling that a stranger cannot turn into the owner's lockout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimit } from '@/backend/modules/auth/login-limit';
import { demoAccounts, demoPassword } from '@/backend/seed/demo-accounts';
import { boardingPassNotFoundMessage } from '@/contract/public-orders';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';
import { startAppServer, type AppServer } from './support/app-server';
import { saveFigures } from './support/figures';
import { requestFrom, startNpmServer, type StartedServer } from './support/npm-start';
import type { World } from './support/world';

const lookupsPerClient = 10;
/** The page's own wording of the backend's 429 (translated for the visitor). */
const tooManyShown = 'Demasiadas consultas.';
const figures: Record<string, unknown> = {};

async function pageLookups(origin: string, from: string, count: number): Promise<('notFound' | 'tooMany' | 'other')[]> {
  const outcomes: ('notFound' | 'tooMany' | 'other')[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await requestFrom(from, `${origin}/boarding-pass?order=ZZZZ${1000 + i}`, { headers: { accept: 'text/html', 'x-forwarded-for': `203.0.113.${i}` } });
    outcomes.push(reply.text.includes(tooManyShown) ? 'tooMany' : reply.text.includes(boardingPassNotFoundMessage) ? 'notFound' : 'other');
  }
  return outcomes;
}

const expectedOutcomes = [...Array<string>(lookupsPerClient).fill('notFound'), 'tooMany'];

describe('npm start: the built-in /api/v2 counts each client by its own socket', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startNpmServer();
  }, 240_000);
  afterAll(async () => {
    saveFigures('client-address', figures);
    await server?.stop();
  });

  it('limits boarding-pass lookups on /api/v2 per client, whatever X-Forwarded-For says; another client is still answered', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= lookupsPerClient; i++) {
      const reply = await requestFrom('127.0.0.2', `${server.origin}/api/v2/public/boarding-pass/ZZZZ${2000 + i}`, { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([...Array<number>(lookupsPerClient).fill(404), 429]);
    expect((await requestFrom('127.0.0.3', `${server.origin}/api/v2/public/boarding-pass/ZZZZ3000`)).status).toBe(404);
    figures.apiLookupsBeforeRefusal = lookupsPerClient;
  });

  it('limits the boarding-pass page (the BFF calling in process) per visitor', async () => {
    expect(await pageLookups(server.origin, '127.0.0.4', lookupsPerClient + 1)).toEqual(expectedOutcomes);
    expect(await pageLookups(server.origin, '127.0.0.5', 1)).toEqual(['notFound']);
  });

  it('refuses an invalid recovery body with 422 without spending the client`s allowance; valid ones are limited per client', async () => {
    const forgot = (from: string, json: unknown) => requestFrom(from, `${server.origin}/api/v2/auth/password/forgot`, { method: 'POST', json });
    for (let i = 0; i < 30; i++) expect((await forgot('127.0.0.6', {})).status).toBe(422);
    const statuses: number[] = [];
    for (let i = 0; i <= 10; i++) statuses.push((await forgot('127.0.0.6', { email: `nobody-${i}@test.example` })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect((await forgot('127.0.0.7', { email: 'nobody-else@test.example' })).status).toBe(200);
  });

  it('refuses wrong passwords from one client past its limit, not from another client', async () => {
    const login = (from: string, email: string) =>
      requestFrom(from, `${server.origin}/api/v2/auth/login`, { method: 'POST', json: { email, password: 'wrong-password' }, headers: { 'x-forwarded-for': `203.0.113.${email.length}` } });
    const statuses: number[] = [];
    // A different account each time: only the per-address limit can stop them.
    for (let i = 0; i <= loginLimit.perAddress; i++) statuses.push((await login('127.0.0.8', `guess-${i}@test.example`)).status);
    expect(statuses.slice(0, loginLimit.perAddress).every((status) => status === 401)).toBe(true);
    expect(statuses[loginLimit.perAddress]).toBe(429);
    expect((await login('127.0.0.9', 'guess-0@test.example')).status).toBe(401);
    figures.loginFailuresPerAddress = loginLimit.perAddress;
  }, 300_000);

  it('never lets a stranger keep the owner out: after a stranger`s 100 wrong passwords the owner signs in from another address', async () => {
    const login = (from: string, password: string) =>
      requestFrom(from, `${server.origin}/api/v2/auth/login`, { method: 'POST', json: { email: demoAccounts.admin.email, password } });
    const strangerStatuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => login('127.0.0.12', `guess-${batch}-${i}`)));
      strangerStatuses.push(...replies.map((reply) => reply.status));
    }
    // The stranger is stopped on this account; it never got to try the owner's password more than its limit allows.
    expect(strangerStatuses.filter((status) => status === 401).length).toBeLessThanOrEqual(loginLimit.perAccountAndAddress);
    expect(strangerStatuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const owner = await login('127.0.0.13', demoPassword);
    expect(owner.status).toBe(200);
    expect(owner.json()).toMatchObject({ token_type: 'Bearer' });
  }, 300_000);
});

describe('external /api/v2 (API_BASE_URL): the BFF passes the visitor`s address as the one X-Forwarded-For entry', () => {
  let backend: TestBackend;
  let app: AppServer;
  beforeAll(async () => {
    // The backend believes one proxy hop: the BFF.
    backend = await startTestBackend({ trustedProxyHops: 1, publicLookups: { trustedProxyHops: 1 } });
    app = await startAppServer({ backend } as World);
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    await backend?.close();
  });

  it('limits the boarding-pass page per visitor, forged X-Forwarded-For or not', async () => {
    expect(await pageLookups(app.origin, '127.0.0.10', lookupsPerClient + 1)).toEqual(expectedOutcomes);
    expect(await pageLookups(app.origin, '127.0.0.11', 1)).toEqual(['notFound']);
  });

});
