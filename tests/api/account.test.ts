// The user's own account (terms, walkthrough, and the spec's e-mail and password changes: POST /auth/email/reset,
// POST /auth/password/reset) and the pre-login calls (registration, forgotten password by e-mail through the outbox:
// POST /auth/password/forgot, /auth/password/forgot/confirm).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOutbox, providers, publicRateLimits, users } from '@/backend/db/schema';
import { forgotPasswordLimits } from '@/backend/modules/account/public-routes';
import { loginLimit } from '@/backend/modules/auth/login-limit';
import { tooManyRequestsMessage } from '@/contract/public-orders';
import { createUser } from '@/tests/factories/users';
import { seedTenant } from '@/tests/factories/tenants';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function signedInUser(overrides: { acceptedTc?: boolean; permissions?: string[] } = {}) {
  const tenant = await seedTenant(backend.db);
  const user = await createUser(backend.db, { tenantId: tenant.id, permissions: overrides.permissions ?? ['booking-show', 'user-accept-tc'] });
  if (overrides.acceptedTc === false) await backend.db.update(users).set({ acceptedTc: false }).where(eq(users.id, user.id));
  return { tenant, user, token: await backend.login(user.email, user.password) };
}

const me = async (token: string) => (await backend.request('/auth/me', { token })).body.data;

async function lastMailTo(email: string) {
  const [row] = await backend.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, email)).orderBy(desc(messageOutbox.id)).limit(1);
  return row;
}

/** The reset request queues its e-mail after answering: waits for it. */
async function queuedMailTo(email: string) {
  await expect.poll(() => lastMailTo(email), { timeout: 10_000 }).toBeDefined();
  return (await lastMailTo(email))!;
}

describe('POST /auth/accept-terms', () => {
  it('stores the acceptance and the business name on the user', async () => {
    const u = await signedInUser({ acceptedTc: false });
    expect((await me(u.token)).accepted_tc).toBe(false);
    const reply = await backend.request('/auth/accept-terms', { token: u.token, json: { business_name: 'Tienda Sol', confirmation: true } });
    expect(reply.status).toBe(200);
    expect((await me(u.token)).accepted_tc).toBe(true);
    const [row] = await backend.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row).toMatchObject({ businessName: 'Tienda Sol' });
    expect(row!.acceptedTcAt).toBeInstanceOf(Date);
  });

  it('refuses a user who may not accept the terms for the business (no user-accept-tc): 403, nothing stored', async () => {
    const u = await signedInUser({ acceptedTc: false, permissions: ['booking-show'] });
    const reply = await backend.request('/auth/accept-terms', { token: u.token, json: { business_name: 'Tienda Sol', confirmation: true } });
    expect(reply.status).toBe(403);
    expect((await me(u.token)).accepted_tc).toBe(false);
    const [row] = await backend.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row!.businessName).toBeNull();
  });

  it('requires the business name and the confirmation (422, nothing stored)', async () => {
    const u = await signedInUser({ acceptedTc: false });
    const noName = await backend.request('/auth/accept-terms', { token: u.token, json: { business_name: '  ', confirmation: true } });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.business_name).toEqual(['Este campo es requerido']);
    const unchecked = await backend.request('/auth/accept-terms', { token: u.token, json: { business_name: 'X', confirmation: false } });
    expect(unchecked.status).toBe(422);
    expect(unchecked.body.errors.confirmation).toEqual(['Debe aceptar los términos y condiciones']);
    expect((await me(u.token)).accepted_tc).toBe(false);
  });
});

describe('POST /auth/walkthrough', () => {
  it('merges what was seen into seen_walkthrough', async () => {
    const u = await signedInUser();
    const reply = await backend.request('/auth/walkthrough', { token: u.token, json: [{ type: 'video_cuestionario', seen: true }] });
    expect(reply.status).toBe(200);
    await backend.request('/auth/walkthrough', { token: u.token, json: [{ type: 'menu', seen: true }] });
    expect((await me(u.token)).extra_data.seen_walkthrough).toEqual({ video_cuestionario: true, menu: true });
    expect((await backend.request('/auth/walkthrough', { token: u.token, json: { type: 'x' } })).status).toBe(422);
  });
});

describe('POST /auth/password/reset and /auth/email/reset (the signed-in user\'s changes, docs/domain/backend-calls.md)', () => {
  it('counts wrong current passwords as sign-in failures: a held session guesses no faster than the sign-in page', async () => {
    const u = await signedInUser();
    const guesses = await Promise.all(
      Array.from({ length: loginLimit.perAccountAndAddress + 5 }, (_, i) =>
        i % 2 === 0
          ? backend.request('/auth/password/reset', { token: u.token, json: { current_password: `guess${i}`, password: 'nueva123', password_confirmation: 'nueva123' } })
          : backend.request('/auth/email/reset', { token: u.token, json: { email: `otra-${u.user.id}@example.com`, password: `guess${i}` } }),
      ),
    );
    const statuses = guesses.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    // Nothing changed, and the right password at the sign-in page is refused from this client for the minute too.
    expect((await backend.request('/auth/login', { json: { email: u.user.email, password: u.user.password } })).status).toBe(429);
  });

  it('changes the password with the current one, ends the other sessions and keeps this one', async () => {
    const u = await signedInUser();
    const otherSession = await backend.login(u.user.email, u.user.password);
    const wrong = await backend.request('/auth/password/reset', { token: u.token, json: { current_password: 'nope', password: 'nueva123', password_confirmation: 'nueva123' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['La contraseña actual no es correcta']);
    for (const [refused, message] of [
      ['a1b2c', 'La contraseña debe tener al menos 6 caracteres alfanuméricos'],
      ['a-1-b-2-c', 'La contraseña debe tener al menos 6 caracteres alfanuméricos'],
      ['!!!!!!!!', 'La contraseña debe tener al menos 6 caracteres alfanuméricos'],
      ['a'.repeat(65), 'La contraseña no puede tener más de 64 caracteres'],
    ]) {
      const reply = await backend.request('/auth/password/reset', { token: u.token, json: { current_password: u.user.password, password: refused, password_confirmation: refused } });
      expect(reply.status, refused).toBe(422);
      expect(reply.body.errors.password, refused).toEqual([message]);
    }
    const differ = await backend.request('/auth/password/reset', { token: u.token, json: { current_password: u.user.password, password: 'nueva123', password_confirmation: 'nueva124' } });
    expect(differ.body.errors.password_confirmation).toEqual(['Las contraseñas no coinciden']);

    const ok = await backend.request('/auth/password/reset', { token: u.token, json: { current_password: u.user.password, password: 'nueva123', password_confirmation: 'nueva123' } });
    expect(ok.status).toBe(200);
    expect((await backend.request('/auth/me', { token: u.token })).status).toBe(200);
    expect((await backend.request('/auth/me', { token: otherSession })).status).toBe(401);
    expect((await backend.request('/auth/login', { json: { email: u.user.email, password: 'nueva123' } })).status).toBe(200);
  });

  it('changes the e-mail with the current password; a taken address is a 422', async () => {
    const u = await signedInUser();
    const other = await signedInUser();
    const taken = await backend.request('/auth/email/reset', { token: u.token, json: { email: other.user.email.toUpperCase(), password: u.user.password } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['El correo electrónico ya está registrado']);
    const invalid = await backend.request('/auth/email/reset', { token: u.token, json: { email: 'no-es-correo', password: u.user.password } });
    expect(invalid.body.errors.email).toEqual(['El correo electrónico debe ser válido']);
    const ok = await backend.request('/auth/email/reset', { token: u.token, json: { email: 'Nuevo.Correo@Example.com', password: u.user.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('El correo electrónico fue actualizado.');
    expect((await me(u.token)).email).toBe('nuevo.correo@example.com');
  });

  it('needs a back-office session: no token is a 401 and nothing changes', async () => {
    const u = await signedInUser();
    const password = await backend.request('/auth/password/reset', { json: { current_password: u.user.password, password: 'nueva123', password_confirmation: 'nueva123' } });
    const email = await backend.request('/auth/email/reset', { json: { email: 'otro@example.com', password: u.user.password } });
    expect([password.status, email.status]).toEqual([401, 401]);
    expect((await me(u.token)).email).toBe(u.user.email);
    expect((await backend.request('/auth/login', { json: { email: u.user.email, password: u.user.password } })).status).toBe(200);
  });

  it('no longer answers the old PUT /auth/email and PUT /auth/password', async () => {
    const u = await signedInUser();
    const put = await backend.request('/auth/password', { method: 'PUT', token: u.token, json: { current_password: u.user.password, password: 'nueva123', password_confirmation: 'nueva123' } });
    expect(put.status).toBe(404);
    const putEmail = await backend.request('/auth/email', { method: 'PUT', token: u.token, json: { email: 'viejo.put@example.com', password: u.user.password } });
    expect(putEmail.status).toBe(404);
    expect((await me(u.token)).email).toBe(u.user.email);
    expect((await backend.request('/auth/login', { json: { email: u.user.email, password: u.user.password } })).status).toBe(200);
  });
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Envíos Rápidos',
  name: 'Ana',
  last_name: 'Pérez',
  email: `ana-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '099 123 456',
  password: 'clave123',
  password_confirmation: 'clave123',
  terms: true,
  no_dangerous_goods: true,
  ...overrides,
});

describe('POST /auth/register/public and /auth/register', () => {
  it('creates the business and its administrator, who can sign in', async () => {
    for (const path of ['/auth/register/public', '/auth/register']) {
      const body = registration();
      const reply = await backend.request(path, { json: body });
      expect(reply.status).toBe(201);
      expect(reply.body.message).toBe('Registro completado. Ya puede iniciar sesión.');
      const token = await backend.login(body.email, body.password);
      const user = await me(token);
      expect(user).toMatchObject({ accepted_tc: true, permissions: ['*'], provider: { name: 'Envíos Rápidos' } });
      expect(user.extra_data.seen_walkthrough).toEqual({});
      expect((await lastMailTo(body.email))?.template).toBe('account-welcome');
    }
  });

  it('requires the terms and the no-dangerous-goods declaration, and a free e-mail', async () => {
    const tenantsBefore = await backend.db.$count(providers);
    const refused = await backend.request('/auth/register/public', { json: registration({ terms: false, no_dangerous_goods: undefined }) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.terms).toEqual(['Debe aceptar los términos y condiciones']);
    expect(refused.body.errors.no_dangerous_goods).toEqual(['Debe declarar que no enviará mercadería peligrosa ni perecedera']);
    const first = registration();
    await backend.request('/auth/register/public', { json: first });
    const twice = await backend.request('/auth/register/public', { json: registration({ email: first.email }) });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.email).toEqual(['El correo electrónico ya está registrado']);
    expect(await backend.db.$count(providers)).toBe(tenantsBefore + 1);
  });

  it('limits sign-ups per client address: past the limit a 429, no business created and no e-mail sent', async () => {
    await backend.db.delete(publicRateLimits);
    const perClient = forgotPasswordLimits.perClient.perClient;
    for (let i = 0; i < perClient; i += 1) expect((await backend.request('/auth/register/public', { json: registration() })).status).toBe(201);
    const tenantsBefore = await backend.db.$count(providers);
    const limited = registration();
    const reply = await backend.request('/auth/register', { json: limited });
    expect(reply.status).toBe(429);
    expect(reply.body.message).toBe(tooManyRequestsMessage);
    expect(await backend.db.$count(providers)).toBe(tenantsBefore);
    expect(await lastMailTo(limited.email)).toBeUndefined();
    await backend.db.delete(publicRateLimits);
  });
});

describe('forgotten password by e-mail (POST /auth/password/forgot, /auth/password/forgot/confirm)', () => {
  const linkToken = (body: string) => /restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];

  it('answers the same for known and unknown addresses, and e-mails a link only to the known one', async () => {
    const u = await signedInUser();
    const known = await backend.request('/auth/password/forgot', { json: { email: u.user.email.toUpperCase() } });
    const unknown = await backend.request('/auth/password/forgot', { json: { email: 'nadie@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await queuedMailTo(u.user.email);
    expect(mail.body).toContain('http://localhost:3000/restablecer-contrasena?token=');
    expect(await lastMailTo('nadie@example.com')).toBeUndefined();
  });

  it('sets the password once with the token, ends the sessions, and refuses the link again', async () => {
    const u = await signedInUser();
    await backend.request('/auth/password/forgot', { json: { email: u.user.email } });
    const token = linkToken((await queuedMailTo(u.user.email)).body!)!;
    const reset = await backend.request('/auth/password/forgot/confirm', { json: { token, password: 'otra1234', password_confirmation: 'otra1234' } });
    expect(reset.status).toBe(200);
    expect((await backend.request('/auth/me', { token: u.token })).status).toBe(401);
    expect((await backend.request('/auth/login', { json: { email: u.user.email, password: 'otra1234' } })).status).toBe(200);
    const reused = await backend.request('/auth/password/forgot/confirm', { json: { token, password: 'tercera12', password_confirmation: 'tercera12' } });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.token).toEqual(['El enlace para restablecer la contraseña no es válido o ya venció']);
    expect((await backend.request('/auth/login', { json: { email: u.user.email, password: 'otra1234' } })).status).toBe(200);
  });

  it('a link asked for before the password or the e-mail changed no longer works', async () => {
    for (const change of ['password', 'email'] as const) {
      const u = await signedInUser();
      await backend.request('/auth/password/forgot', { json: { email: u.user.email } });
      const token = linkToken((await queuedMailTo(u.user.email)).body!)!;
      const changed =
        change === 'password'
          ? await backend.request('/auth/password/reset', { token: u.token, json: { current_password: u.user.password, password: 'nueva123', password_confirmation: 'nueva123' } })
          : await backend.request('/auth/email/reset', { token: u.token, json: { email: `nueva-${u.user.id}@example.com`, password: u.user.password } });
      expect(changed.status, change).toBe(200);
      const reply = await backend.request('/auth/password/forgot/confirm', { json: { token, password: 'ladron123', password_confirmation: 'ladron123' } });
      expect(reply.status, change).toBe(422);
      expect(reply.body.errors.token).toEqual(['El enlace para restablecer la contraseña no es válido o ya venció']);
    }
  });

  it('refuses an expired token', async () => {
    const u = await signedInUser();
    await backend.request('/auth/password/forgot', { json: { email: u.user.email } });
    const token = linkToken((await queuedMailTo(u.user.email)).body!)!;
    await backend.db.execute(`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${u.user.id}`);
    const passwordHash = async () => (await backend.db.select({ hash: users.passwordHash }).from(users).where(and(eq(users.id, u.user.id))))[0]!.hash;
    const hashBefore = await passwordHash();
    const reply = await backend.request('/auth/password/forgot/confirm', { json: { token, password: 'otra1234', password_confirmation: 'otra1234' } });
    expect(reply.status).toBe(422);
    expect(await passwordHash()).toBe(hashBefore);
    expect((await backend.request('/auth/login', { json: { email: u.user.email, password: u.user.password } })).status).toBe(200);
  });

  it('limits requests per e-mail alike for known and unknown addresses, and per client', async () => {
    await backend.db.delete(publicRateLimits);
    const u = await signedInUser();
    const ask = (email: string) => backend.request('/auth/password/forgot', { json: { email } });
    const perEmail = forgotPasswordLimits.perEmail.perClient;
    for (const email of [u.user.email, 'nadie-limitado@example.com']) {
      const statuses = [];
      for (let i = 0; i <= perEmail; i += 1) statuses.push((await ask(email)).status);
      expect(statuses, email).toEqual([...Array(perEmail).fill(200), 429]);
    }
    const resetMails = async () => (await backend.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, u.user.email))).filter((mail) => mail.template === 'account-reset-link');
    await expect.poll(async () => (await resetMails()).length, { timeout: 10_000 }).toBe(perEmail);
    // The per-e-mail limit has no ceiling for all addresses, so no shared row is written for it.
    const buckets = (await backend.db.select({ bucket: publicRateLimits.bucket }).from(publicRateLimits)).map((row) => row.bucket);
    expect(buckets.filter((bucket) => bucket.startsWith('password-forgot-email:'))).toHaveLength(2);
    expect(buckets).not.toContain('password-forgot-email:*');

    await backend.db.delete(publicRateLimits);
    const perClient = forgotPasswordLimits.perClient.perClient;
    for (let i = 0; i < perClient; i += 1) expect((await ask(`otro-${i}@example.com`)).status).toBe(200);
    const limited = await ask('uno-mas@example.com');
    expect(limited.status).toBe(429);
    expect(await lastMailTo('uno-mas@example.com')).toBeUndefined();
    await backend.db.delete(publicRateLimits);
  });
});
