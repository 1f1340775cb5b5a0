// Signing in is a permission per channel (docs/domain/roles-and-permissions.md): the back-office (the BFF, known by
// the shared key over HTTP) needs user-login-web, the API used directly user-login-api, a resident user-login-ho.
// Refused at sign-in with the channel's message, and on every request once the permission is taken away.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, users } from '@/backend/db/schema';
import { messages } from '@/backend/errors';
import { signInRefusedMessages } from '@/contract/auth';
import { backofficeKeyHeader } from '@/contract/auth';
import { seedAdminTenant } from '@/tests/factories/administration';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const backofficeKey = 'k'.repeat(40);
const web = { [backofficeKeyHeader]: backofficeKey };

let backend: TestBackend;
let admin: Awaited<ReturnType<typeof seedAdminTenant>>;
beforeAll(async () => {
  backend = await startTestBackend({ backofficeKey });
  admin = await seedAdminTenant(backend);
});
afterAll(async () => {
  await backend?.close();
});

async function member(permissions: string[], type: 'Usuario' | 'Residente' = 'Usuario') {
  return createUser(backend.db, { tenantId: admin.tenant.id, type, permissions, exactPermissions: true });
}

function logIn(user: { email: string; password: string }, headers?: Record<string, string>) {
  return backend.request('/auth/login', { json: { email: user.email, password: user.password }, headers });
}

async function liveTokens(userId: number) {
  return (await backend.db.select().from(apiTokens).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))).length;
}

describe('the back-office sign-in (user-login-web)', () => {
  it('lets a member holding it in, and refuses one without it with the back-office message and no token', async () => {
    const allowed = await member(['user-login-web', 'booking-show']);
    expect((await logIn(allowed, web)).status).toBe(200);

    const refused = await member(['user-login-api', 'booking-show']);
    const reply = await logIn(refused, web);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(signInRefusedMessages.web);
    expect(await liveTokens(refused.id)).toBe(0);
  });

  it('answers a wrong password as before, whatever the permissions (no hint about the account)', async () => {
    const refused = await member(['booking-show']);
    const reply = await logIn({ email: refused.email, password: 'otra-cosa-1' }, web);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(messages.invalidCredentials);
  });

  it('treats a caller with a wrong key as the API', async () => {
    const webOnly = await member(['user-login-web']);
    const reply = await logIn(webOnly, { [backofficeKeyHeader]: 'x'.repeat(40) });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(signInRefusedMessages.api);
  });

  it('ends the back-office sessions at their next request once the permission is taken away; signing out still works', async () => {
    const user = await member(['user-login-web', 'booking-show']);
    const token = (await logIn(user, web)).body.token as string;
    expect((await backend.request('/auth/me', { token, headers: web })).status).toBe(200);
    await backend.db.update(users).set({ permissions: ['booking-show'] }).where(eq(users.id, user.id));
    const after = await backend.request('/auth/me', { token, headers: web });
    expect(after.status).toBe(403);
    expect(after.body.message).toBe(signInRefusedMessages.web);
    expect((await backend.request('/auth/logout', { method: 'POST', token, headers: web })).status).toBe(200);
    expect(await liveTokens(user.id)).toBe(0);
  });
});

describe('the API sign-in (user-login-api)', () => {
  it('lets a member holding it in, and refuses one holding only the back-office sign-in', async () => {
    const allowed = await member(['user-login-api', 'booking-show']);
    const token = (await logIn(allowed)).body.token as string;
    expect((await backend.request('/booking', { token })).status).toBe(200);

    const webOnly = await member(['user-login-web', 'booking-show']);
    const reply = await logIn(webOnly);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(signInRefusedMessages.api);
  });

  it('refuses a back-office token used directly on the API, and a ready-token sign-in on the API', async () => {
    const webOnly = await member(['user-login-web', 'booking-show']);
    const token = (await logIn(webOnly, web)).body.token as string;
    const direct = await backend.request('/booking', { token });
    expect(direct.status).toBe(403);
    expect(direct.body.message).toBe(signInRefusedMessages.api);
    expect((await backend.request('/auth/login', { json: { token } })).status).toBe(403);
    expect((await backend.request('/auth/login', { json: { token }, headers: web })).status).toBe(200);
  });

  it('"*" signs in everywhere', async () => {
    expect((await logIn(admin.user)).status).toBe(200);
    expect((await logIn(admin.user, web)).status).toBe(200);
  });
});

describe('residents (user-login-ho)', () => {
  it('lets a resident holding it sign in to the apps, refuses one without it, and never opens the back-office', async () => {
    const resident = await member(['user-login-ho'], 'Residente');
    const token = (await logIn(resident)).body.token as string;
    expect(token).toBeTruthy();
    // Signed in, but the back-office's routes stay closed to residents.
    expect((await backend.request('/auth/me', { token })).body.message).toBe(messages.residentRefused);

    const without = await member(['user-login-web', 'user-login-api'], 'Residente');
    const refused = await logIn(without);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(signInRefusedMessages.resident);

    const atBackOffice = await logIn(resident, web);
    expect(atBackOffice.status).toBe(403);
    expect(atBackOffice.body.message).toBe(messages.residentRefused);
    expect(await liveTokens(resident.id)).toBe(1);
  });
});

describe('new users start with their role’s sign-in', () => {
  it('gives an operator the back-office only, a courier the back-office and the API, the administrator both and the terms', async () => {
    const create = (body: Record<string, unknown>) =>
      backend.request('/user/team', { token: admin.token, json: { name: 'Nueva', last_name: 'Persona', cellphone: '099123456', email: `n${Math.random().toString(36).slice(2, 8)}@example.com`, ...body } });
    const permissionsOf = async (body: Record<string, unknown>) => {
      const reply = await create(body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.data.permissions as string[];
    };
    const operator = await permissionsOf({ sub_type: 3 });
    expect(operator).toContain('user-login-web');
    expect(operator).not.toContain('user-login-api');
    expect(operator).not.toContain('user-accept-tc');
    expect(await permissionsOf({ sub_type: 4 })).toEqual(expect.arrayContaining(['user-login-web', 'user-login-api']));
    expect(await permissionsOf({ sub_type: 2 })).toEqual(expect.arrayContaining(['user-login-web', 'user-login-api', 'user-accept-tc']));
  });
});
