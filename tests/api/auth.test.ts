// Sign-in, the signed-in user, sign-out and token lifetime (POST /auth/login, GET /auth/me, POST /auth/logout).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, loginFailures, users } from '@/backend/db/schema';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { loginReply, meReply } from '@/contract/auth';
import { createUser } from '@/tests/factories/users';
import { seedTenant } from '@/tests/factories/tenants';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';
import { rawRows } from '@/backend/db/raw-rows';

let backend: TestBackend;

async function rowsOf<T>(query: string): Promise<T[]> {
  return rawRows<T>(backend.db, query);
}

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
});
afterAll(async () => {
  await backend?.close();
});

describe('POST /auth/login', () => {
  it('returns a bearer token valid for TOKEN_TTL_HOURS, email case ignored', async () => {
    const before = Date.now();
    const reply = await backend.request('/auth/login', { json: { email: ' Admin@Demo.TEST ', password: 'demo1234' } });
    expect(reply.status).toBe(200);
    const body = loginReply.parse(reply.body);
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    const ttl = Date.parse(body.expires_at) - before;
    expect(ttl).toBeGreaterThan(167 * 3_600_000);
    expect(ttl).toBeLessThanOrEqual(168 * 3_600_000 + 60_000);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrongPassword = await backend.request('/auth/login', { json: { email: demoAccounts.admin.email, password: 'nope-nope' } });
    const unknownEmail = await backend.request('/auth/login', { json: { email: 'nobody@demo.test', password: 'demo1234' } });
    for (const reply of [wrongPassword, unknownEmail]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Error de credenciales' });
    }
  });

  it('answers 422 with the required-field message for each missing field', async () => {
    const reply = await backend.request('/auth/login', { json: {} });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['Este campo es requerido'], password: ['Este campo es requerido'] });
    expect(reply.body.message).toBe('Este campo es requerido');
  });

  it('treats an empty body and blank strings as missing', async () => {
    const empty = await backend.request('/auth/login', { method: 'POST' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toEqual(['Este campo es requerido']);
    const blank = await backend.request('/auth/login', { json: { email: '   ', password: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.email[0]).toBe('Este campo es requerido');
    expect(blank.body.errors.password).toEqual(['Este campo es requerido']);
  });

  it('answers 422 for an invalid email', async () => {
    const reply = await backend.request('/auth/login', { json: { email: 'not-an-email', password: 'demo1234' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['El correo electrónico debe ser válido'] });
  });

  it('answers 422, not 500, for values of the wrong type', async () => {
    const reply = await backend.request('/auth/login', { json: { email: 123, password: ['x'] } });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['email', 'password']);
    const notAnObject = await backend.request('/auth/login', { json: ['admin@demo.test'] });
    expect(notAnObject.status).toBe(422);
  });

  it('answers 400 for malformed JSON', async () => {
    const reply = await backend.request('/auth/login', {
      rawBody: '{"email": "admin@demo.test", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: expect.any(String) });
  });

  it('refuses a disabled user with the same message as a wrong password', async () => {
    const tenant = await seedTenant(backend.db);
    const user = await createUser(backend.db, { tenantId: tenant.id, disabled: true });
    const reply = await backend.request('/auth/login', { json: { email: user.email, password: user.password } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Error de credenciales' });
  });

  it('checks a ready token and hands it back; a revoked one is refused', async () => {
    const token = await backend.login(demoAccounts.operator.email);
    const first = await backend.request('/auth/login', { json: { token } });
    expect(first.status).toBe(200);
    expect(first.body.token).toBe(token);
    const again = await backend.request('/auth/login', { json: { token } });
    expect(again.body.expires_at).toBe(first.body.expires_at);

    await backend.request('/auth/logout', { method: 'POST', token });
    const revoked = await backend.request('/auth/login', { json: { token } });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ message: 'Error de credenciales' });
  });

  it('never stores the token itself', async () => {
    const token = await backend.login(demoAccounts.deliveryMan.email);
    const tables = await rowsOf<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.map((t) => t.table_name)).toContain('api_tokens');
    for (const { table_name } of tables) {
      const rows = await rowsOf<{ row: string }>(`select t::text as row from "${table_name}" t`);
      expect(rows.map((r) => r.row).join('\n'), table_name).not.toContain(token);
    }
  });
});

describe('GET /auth/me', () => {
  it('returns the full user of the contract: permissions, tenant credits and configs', async () => {
    const token = await backend.login(demoAccounts.admin.email);
    const reply = await backend.request('/auth/me?full=true', { token });
    expect(reply.status).toBe(200);
    const { data: me } = meReply.parse(reply.body);
    expect(me).toMatchObject({
      email: 'admin@demo.test',
      type: 'Usuario',
      sub_type: 2,
      permissions: ['*'],
      accepted_tc: true,
      custom: false,
      personal_info: { name: 'Ana', last_name: 'Admin' },
      provider: { name: 'Demo Lockers', enterprise: false, custom: false },
      extra_data: { credits: 5000, seen_walkthrough: { video_cuestionario: true } },
    });
    expect(me.extra_data.configs).toEqual(
      expect.arrayContaining([
        { name: 'country', value: 'UY' },
        { name: 'show_availability_widget', value: 1 },
      ]),
    );
  });

  it("merges the user's configs over the tenant's, the user winning", async () => {
    const tenant = await seedTenant(backend.db, {
      custom: true,
      credits: 777,
      configs: [
        { name: 'country', value: 'UY' },
        { name: 'fenicio', value: 1 },
      ],
    });
    const user = await createUser(backend.db, {
      tenantId: tenant.id,
      permissions: ['booking-show'],
      configs: [
        { name: 'country', value: 'AR' },
        { name: 'extra_roles', value: '12' },
      ],
    });
    const token = await backend.login(user.email, user.password);
    const { data: me } = meReply.parse((await backend.request('/auth/me', { token })).body);
    expect(me.extra_data.configs).toEqual([
      { name: 'country', value: 'AR' },
      { name: 'fenicio', value: 1 },
      { name: 'extra_roles', value: '12' },
    ]);
    expect(me.extra_data.credits).toBe(777);
    expect(me.custom).toBe(true);
    expect(me.permissions).toEqual(user.permissions);
  });

  it('refuses a resident with 403 and a message', async () => {
    const token = await backend.login(demoAccounts.resident.email);
    const reply = await backend.request('/auth/me', { token });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: expect.stringMatching(/residentes/i) });
  });

  it('answers 401 "Unauthenticated." without a token or with an unknown one', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const reply = await backend.request('/auth/me', { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('refuses an expired token', async () => {
    const tenant = await seedTenant(backend.db);
    const user = await createUser(backend.db, { tenantId: tenant.id, permissions: ['*'] });
    const token = await backend.login(user.email, user.password);
    expect((await backend.request('/auth/me', { token })).status).toBe(200);
    // Time passes: the token's expiry is now behind us.
    await backend.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.userId, user.id));
    const reply = await backend.request('/auth/me', { token });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses the token of a user disabled after signing in', async () => {
    const tenant = await seedTenant(backend.db);
    const user = await createUser(backend.db, { tenantId: tenant.id, permissions: ['*'] });
    const token = await backend.login(user.email, user.password);
    await backend.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await backend.request('/auth/me', { token })).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the presented token only', async () => {
    const first = await backend.login(demoAccounts.operator.email);
    const second = await backend.login(demoAccounts.operator.email);
    const reply = await backend.request('/auth/logout', { method: 'POST', token: first });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: expect.any(String) });
    expect((await backend.request('/auth/me', { token: first })).status).toBe(401);
    expect((await backend.request('/auth/logout', { method: 'POST', token: first })).status).toBe(401);
    expect((await backend.request('/auth/me', { token: second })).status).toBe(200);
  });

  it('lets a resident sign out', async () => {
    const token = await backend.login(demoAccounts.resident.email);
    expect((await backend.request('/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await backend.request('/auth/login', { json: { token } })).status).toBe(401);
  });
});

describe('GET /auth/sanctum/csrf-token', () => {
  it('hands out a fresh random token without signing in', async () => {
    const first = await backend.request('/auth/sanctum/csrf-token');
    const second = await backend.request('/auth/sanctum/csrf-token');
    expect(first.status).toBe(200);
    expect(first.body.csrf_token).toMatch(/^[\w-]{32,}$/);
    expect(second.body.csrf_token).not.toBe(first.body.csrf_token);
  });
});

describe('the client address the sign-in limit counts (backend/http/client-address.ts)', () => {
  /** The addresses recorded for an account's refused passwords. */
  async function recordedAddresses(db: TestBackend['db'], email: string) {
    const rows = await db.select({ address: loginFailures.address }).from(loginFailures).where(eq(loginFailures.email, email));
    return rows.map((row) => row.address);
  }

  it('with no trusted proxy counts the socket: a forged X-Forwarded-For changes nothing', async () => {
    const email = 'nobody-forged@test.example';
    for (const forged of ['203.0.113.77', '10.0.0.1, 203.0.113.78'])
      expect((await backend.request('/auth/login', { json: { email, password: 'wrong-password' }, headers: { 'x-forwarded-for': forged } })).status).toBe(401);
    expect(await recordedAddresses(backend.db, email)).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('behind one trusted proxy counts the right-most entry, not the ones the visitor wrote', async () => {
    const proxied = await startTestBackend({ trustedProxyHops: 1 });
    try {
      const email = 'nobody-proxied@test.example';
      const reply = await proxied.request('/auth/login', { json: { email, password: 'wrong-password' }, headers: { 'x-forwarded-for': '10.0.0.1, 198.51.100.77' } });
      expect(reply.status).toBe(401);
      expect(await recordedAddresses(proxied.db, email)).toEqual(['198.51.100.77']);
    } finally {
      await proxied.close();
    }
  });
});
