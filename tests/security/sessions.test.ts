// Sign-in and session attacks on /api/v2: password guessing (limits in the database, shared by instances,
// not fooled by X-Forwarded-For, no lockout a stranger controls), idle and absolute token timeouts, and revocation of a
// permission or of the whole user taking effect on the very next request.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/backend/app';
import { apiTokens, loginFailures, users } from '@/backend/db/schema';
import { loginLimit } from '@/backend/modules/auth/login-limit';
import { demoAccounts, demoPassword } from '@/backend/seed/demo-accounts';
import { createUser } from '@/tests/factories/users';
import { saveFigures } from './support/figures';
import { createWorld, type World } from './support/world';

let world: World;
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  world = await createWorld();
}, 120_000);
afterAll(async () => {
  saveFigures('sessions', figures);
  await world?.backend.close();
});

function login(email: string, password: string, forwardedFor?: string) {
  return world.send('/auth/login', { json: { email, password }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
}

/** Failures recorded as a past minute of guessing would have left them (scrypt makes real ones slow). */
async function recordFailures(count: number, values: { email: string; address: string | null }) {
  await world.db.insert(loginFailures).values(Array.from({ length: count }, () => values));
}

/** Moves an account's failures out of the window, as if a minute had passed. */
async function ageFailures(email: string) {
  await world.db.execute(sql`update ${loginFailures} set created_at = now() - interval '61 seconds' where ${loginFailures.email} = ${email}`);
}

describe('login rate limit', () => {
  it('refuses one client`s 31st wrong password on an account in a minute with 429, whatever X-Forwarded-For says, then lets it in after a quiet minute', async () => {
    const user = await createUser(world.db, { tenantId: world.tenantIds.own, permissions: ['booking-show'] });
    const limit = loginLimit.perAccountAndAddress;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) statuses.push((await login(user.email, `wrong-${i}`, `203.0.113.${i}`)).status);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));

    // The same client`s right password is refused too while it is limited: otherwise the limit would stop nothing.
    const limited = await login(user.email, user.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Demasiados intentos de inicio de sesión. Intente nuevamente en un minuto.');
    expect(limited.headers.get('retry-after')).toBe('60');
    // Another account is not affected.
    expect((await login(demoAccounts.operator.email, demoPassword)).status).toBe(200);

    // The forged header was not believed: every failure is recorded with the socket's address.
    const addresses = await world.db.selectDistinct({ address: loginFailures.address }).from(loginFailures).where(eq(loginFailures.email, user.email));
    expect(addresses.map((row) => row.address).filter((address) => address?.startsWith('203.0.113.'))).toEqual([]);

    await ageFailures(user.email);
    expect((await login(user.email, user.password)).status).toBe(200);
    figures.perAccountLimit = `${limit} refused passwords per ${loginLimit.windowSeconds} s per account and client address`;
    figures.rateLimitedAttempt = limit + 1;
  }, 180_000);

  it('never lets a stranger keep the owner out: after 100 wrong passwords from other addresses the owner signs in, only slowed down', async () => {
    const user = await createUser(world.db, { tenantId: world.tenantIds.own, permissions: ['booking-show'] });
    const proxied = createApp({ db: world.db, tokenTtlHours: 1, trustedProxyHops: 1 });
    const attempt = (password: string, forwardedFor: string) =>
      proxied.request('/api/v2/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: user.email, password }),
      });
    const strangerStatuses: number[] = [];
    // The stranger`s 100 guesses from 100 addresses (a botnet would), 20 at a time.
    for (let batch = 0; batch < 5; batch++) {
      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`guess-${batch}-${i}`, `203.0.113.${batch * 20 + i + 1}`)));
      strangerStatuses.push(...replies.map((reply) => reply.status));
    }
    expect(strangerStatuses).toEqual(Array(100).fill(401));
    const started = performance.now();
    const owner = await attempt(user.password, '198.51.100.50');
    expect(owner.status).toBe(200);
    figures.ownerAfterStrangers = { strangerGuesses: 100, ownerStatus: owner.status, ownerWaitMs: Math.round(performance.now() - started), slowDownCapMs: loginLimit.slowDownMaxMs };
  }, 180_000);

  it('counts concurrent guesses exactly: 35 at once from one client get at most 30 answers of 401', async () => {
    const user = await createUser(world.db, { tenantId: world.tenantIds.own });
    const replies = await Promise.all(Array.from({ length: 35 }, (_, i) => login(user.email, `guess-${i}`)));
    const refused = replies.filter((reply) => reply.status === 401).length;
    expect(refused).toBeLessThanOrEqual(loginLimit.perAccountAndAddress);
    expect(replies.filter((reply) => reply.status === 429).length).toBe(35 - refused);
    figures.concurrentGuesses = { sent: 35, checkedAgainstPassword: refused };
  }, 120_000);

  it('is shared by every instance on the database: a second app sees the first one`s failures', async () => {
    const user = await createUser(world.db, { tenantId: world.tenantIds.own });
    // Apps called in process with no address: one unknown client for both.
    await recordFailures(loginLimit.perAccountAndAddress - 1, { email: user.email, address: null });
    const loginThrough = (app: ReturnType<typeof createApp>, password: string) =>
      app.request('/api/v2/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password }) });
    expect((await loginThrough(createApp({ db: world.db, tokenTtlHours: 1 }), 'wrong')).status).toBe(401);
    expect((await loginThrough(createApp({ db: world.db, tokenTtlHours: 1 }), user.password)).status).toBe(429);
  }, 60_000);

  it('behind a trusted proxy (TRUSTED_PROXY_HOPS=1) limits each client address; the proxy`s own entry is used, not the client`s', async () => {
    const proxied = createApp({ db: world.db, tokenTtlHours: 1, trustedProxyHops: 1 });
    const attempt = (email: string, forwardedFor: string) =>
      proxied.request('/api/v2/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        // The client wrote the first entry; our proxy appended the real address last.
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
    await recordFailures(loginLimit.perAddress - 1, { email: 'someone-else@test.example', address: '198.51.100.7' });
    expect((await attempt('nobody-1@test.example', '10.9.9.1, 198.51.100.7')).status).toBe(401);
    // The client changes the entry it controls: still the same address to us.
    expect((await attempt('nobody-2@test.example', '10.9.9.2, 198.51.100.7')).status).toBe(429);
    // Another client behind the same proxy is not limited.
    expect((await attempt('someone@test.example', '198.51.100.8')).status).toBe(401);
    figures.perAddressLimit = `${loginLimit.perAddress} refused passwords per ${loginLimit.windowSeconds} s per client address`;
  }, 120_000);
});

describe('session timeouts (backend token)', () => {
  async function tokenRow(token: string) {
    const { createHash } = await import('node:crypto');
    return eq(apiTokens.tokenHash, createHash('sha256').update(token).digest('hex'));
  }

  it('an idle token (unused for 12 h) stops working; a used one keeps working', async () => {
    const idle = await world.tokenOf('operator');
    const used = await world.tokenOf('operator');
    await world.db.update(apiTokens).set({ createdAt: sql`now() - interval '13 hours'`, lastUsedAt: sql`now() - interval '12 hours 1 minute'` }).where(await tokenRow(idle));
    await world.db.update(apiTokens).set({ createdAt: sql`now() - interval '13 hours'`, lastUsedAt: sql`now() - interval '11 hours'` }).where(await tokenRow(used));
    expect((await world.send('/auth/me', { token: idle })).status).toBe(401);
    expect((await world.send('/auth/me', { token: used })).status).toBe(200);
    figures.idleTimeout = '12 h (SESSION_IDLE_HOURS)';
  });

  it('an expired token stops working even when used a second ago (absolute timeout)', async () => {
    const token = await world.tokenOf('operator');
    await world.db.update(apiTokens).set({ expiresAt: sql`now() - interval '1 second'`, lastUsedAt: sql`now()` }).where(await tokenRow(token));
    const reply = await world.send('/auth/me', { token });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Unauthenticated.');
    figures.absoluteTimeout = '168 h (TOKEN_TTL_HOURS)';
  });
});

describe('revocation takes effect on the next request', () => {
  it('a permission taken away refuses the same token at once', async () => {
    const user = await createUser(world.db, { tenantId: world.tenantIds.own, permissions: ['booking-show'] });
    const token = (await world.send('/auth/login', { json: { email: user.email, password: user.password } })).body.token;
    expect((await world.send('/booking', { token })).status).toBe(200);
    const admin = await world.tokenOf('admin');
    expect((await world.send(`/user/${user.id}/permissions`, { method: 'PUT', token: admin, json: { permissions: [] } })).status).toBe(200);
    expect((await world.send('/booking', { token })).status).toBe(403);
  });

  it('a disabled or deleted user is signed out on the next request', async () => {
    const disabled = await createUser(world.db, { tenantId: world.tenantIds.own, permissions: ['booking-show'] });
    const token = (await world.send('/auth/login', { json: { email: disabled.email, password: disabled.password } })).body.token;
    expect((await world.send('/booking', { token })).status).toBe(200);
    await world.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    expect((await world.send('/booking', { token })).status).toBe(401);

    const deleted = await createUser(world.db, { tenantId: world.tenantIds.own, permissions: ['booking-show'] });
    const deletedToken = (await world.send('/auth/login', { json: { email: deleted.email, password: deleted.password } })).body.token;
    const admin = await world.tokenOf('admin');
    expect((await world.send(`/user/team/${deleted.id}`, { method: 'DELETE', token: admin })).status).toBeLessThan(300);
    expect((await world.send('/booking', { token: deletedToken })).status).toBe(401);
  });
});
