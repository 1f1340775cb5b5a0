// Access-control matrix of the BFF: every page and route handler × tenant A's roles (own and other tenant's
// records) × no session, run against the normal server and against a second one whose proxy.ts is a
// pass-through (SECURITY_TEST_DISABLE_PROXY=1): the outcomes must be identical, because authorisation lives in
// the data layer. Refused cells must not leak tenant data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { classify, expectedOutcome, fillPattern, listScreens, pageAccess, permissionsOf, send, type Outcome, type Role } from './page-matrix';
import { apiGet, apiToken, sessionCookie } from './sessions';
import { e2eDataDir, e2ePort, noProxyPort } from '../e2e-servers';

const servers = {
  proxy: { baseURL: `http://localhost:${e2ePort}`, dataDir: e2eDataDir },
  noProxy: { baseURL: `http://localhost:${noProxyPort}`, dataDir: `${e2eDataDir}-no-proxy` },
};
const emails: Record<Role | 'otherAdmin', string> = {
  admin: 'admin@demo.test',
  operator: 'operador@demo.test',
  deliveryMan: 'repartidor@demo.test',
  resident: 'residente@demo.test',
  otherAdmin: 'empresa@demo.test',
};
const roles: Role[] = ['resident', 'deliveryMan', 'operator', 'admin'];

type Records = Record<'booking' | 'poslink' | 'payment' | 'transferReceipt' | 'client', string>;

interface Server {
  baseURL: string;
  cookies: Record<Role, string>;
  records: { own: Records; other: Records };
  /** Texts only tenant A's (own) and tenant B's (other) data contain. */
  canaries: { own: string[]; other: string[] };
}

async function recordsOf(request: APIRequestContext, baseURL: string, token: string): Promise<{ records: Records; canaries: string[] }> {
  const bookings = await apiGet(request, baseURL, token, '/booking?per_page=1');
  const poslink = await apiGet(request, baseURL, token, '/poslink-transaction?per_page=1');
  const clients = await apiGet(request, baseURL, token, '/clients?perPage=1');
  const payment = await (await request.post(`${baseURL}/api/v2/billing/recharge`, { headers: { authorization: `Bearer ${token}` }, data: { pack: 4000 } })).json();
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200)]);
  const receipt = await request.post(`${baseURL}/api/v2/billing/upload-receipt`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 100, transaction_date: '2026-11-01', transaction_id: `MATRIZ-${Date.now()}`, file: `data:image/png;base64,${png.toString('base64')}` },
  });
  const booking = bookings.data[0];
  return {
    records: {
      booking: String(booking.id),
      poslink: String(poslink.data[0]?.id ?? 999999),
      payment: String(payment.reference),
      transferReceipt: String((await receipt.json()).data.id),
      client: String(clients.data[0].id),
    },
    canaries: [booking.client?.description, booking.client?.email].filter((text): text is string => Boolean(text) && text.length > 6),
  };
}

async function prepare(request: APIRequestContext, baseURL: string, dataDir: string): Promise<Server> {
  const tokens = Object.fromEntries(await Promise.all(Object.entries(emails).map(async ([role, email]) => [role, await apiToken(request, baseURL, email)])));
  const cookies = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await sessionCookie(dataDir, tokens[role])]))) as Record<Role, string>;
  const own = await recordsOf(request, baseURL, tokens.admin);
  const other = await recordsOf(request, baseURL, tokens.otherAdmin);
  return { baseURL, cookies, records: { own: own.records, other: other.records }, canaries: { own: own.canaries, other: other.canaries } };
}

async function waitUntilUp(baseURL: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`second server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/iniciar-sesion`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('second server did not start in 120 s');
}

interface Cell {
  screen: string;
  actor: Role | 'anonymous';
  tenant: 'own' | 'other';
  expected: Outcome | 'allowed';
  outcome: Outcome;
}

async function runMatrix(request: APIRequestContext, server: Server): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const screen of listScreens()) {
    const expectation = pageAccess[screen.key];
    if (!expectation) continue; // reported by the first test
    const params = Object.entries(expectation.params ?? {});
    const tenants = params.some(([, value]) => typeof value === 'string') ? (['own', 'other'] as const) : (['own'] as const);
    for (const tenant of tenants) {
      for (const actor of ['anonymous', ...roles] as const) {
        if (actor === 'anonymous' && tenant === 'other') continue;
        const values = Object.fromEntries(params.map(([name, value]) => [name, typeof value === 'string' ? server.records[tenant][value] : value.value]));
        const url = `${server.baseURL}${fillPattern(screen.pattern, values)}`;
        const reply = await send(request, url, screen.method, actor === 'anonymous' ? undefined : server.cookies[actor]);
        const outcome = classify(reply.status, reply.location);
        const expected = expectedOutcome(expectation, actor, tenant);
        const what = `${screen.key} as ${actor} on ${tenant} tenant (${url}) → ${reply.status} ${reply.location ?? ''}`;
        // Public pages adapt to a session; a resident's (dead for the back-office) is ended on the way.
        const allowed: Outcome[] = expectation.access === 'public' ? ['ok', 'home', 'sign-in'] : ['ok', 'refused', 'home'];
        if (expected === 'allowed') expect.soft(allowed, what).toContain(outcome);
        else expect.soft(outcome, what).toBe(expected);
        // Nobody refused, and nobody looking at the other tenant, sees that tenant's data. The canaries are bookings:
        // a refused page still shows the shell, whose notification bell rightly tells booking-show holders of theirs.
        const mayReadBookings = actor !== 'anonymous' && actor !== 'resident' && ['*', 'booking-show'].some((p) => permissionsOf[actor].includes(p));
        const hidden = tenant === 'other' ? server.canaries.other : expected === 'allowed' || mayReadBookings ? [] : server.canaries.own;
        for (const canary of hidden) expect.soft(reply.body.includes(canary), `${what} leaks "${canary}"`).toBe(false);
        cells.push({ screen: screen.key, actor, tenant, expected, outcome });
      }
    }
  }
  return cells;
}

test.describe.configure({ mode: 'serial' });

test('every page and route handler has an access expectation', () => {
  const missing = listScreens().filter((screen) => !pageAccess[screen.key]);
  expect(
    missing.map((screen) => `'${screen.key}': { access: 'public' | 'signedIn' | { anyOf: [<permissions>] } }`),
    'Declare who may open these screens in tests/e2e/security/page-expectations.ts (see docs/security.md, "Adding a route")',
  ).toEqual([]);
  const known = new Set(listScreens().map((screen) => screen.key));
  expect(Object.keys(pageAccess).filter((key) => !known.has(key)), 'Expectations for screens that no longer exist').toEqual([]);
});

test('the page matrix gives the same outcome per cell with and without proxy.ts', async ({ request }) => {
  test.setTimeout(600_000);
  const withProxy = await runMatrix(request, await prepare(request, servers.proxy.baseURL, servers.proxy.dataDir));

  rmSync(servers.noProxy.dataDir, { recursive: true, force: true });
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(noProxyPort), '-H', '127.0.0.1'], {
    env: { ...process.env, DATA_DIR: servers.noProxy.dataDir, SECURITY_TEST_DISABLE_PROXY: '1' },
    stdio: 'ignore',
  });
  try {
    await waitUntilUp(servers.noProxy.baseURL, child);
    const withoutProxy = await runMatrix(request, await prepare(request, servers.noProxy.baseURL, servers.noProxy.dataDir));
    expect(withoutProxy.map((cell) => `${cell.screen} ${cell.actor} ${cell.tenant}: ${cell.outcome}`)).toEqual(
      withProxy.map((cell) => `${cell.screen} ${cell.actor} ${cell.tenant}: ${cell.outcome}`),
    );
    mkdirSync('.data/security-figures', { recursive: true });
    writeFileSync(
      '.data/security-figures/page-matrix.json',
      `${JSON.stringify({ screens: listScreens().length, cellsPerRun: withProxy.length, runs: 2, table: withProxy, measuredAt: new Date().toISOString() }, null, 2)}\n`,
    );
  } finally {
    child.kill('SIGTERM');
  }
});
