// GET /userlocale and POST /userlocale/{locale}: the language the back-office speaks to a user.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/backend/db/schema';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { createUser } from '@/tests/factories/users';
import { seedTenant } from '@/tests/factories/tenants';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
});
afterAll(async () => {
  await backend?.close();
});

async function storedLocale(email: string) {
  const [row] = await backend.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
  return row?.locale;
}

describe('user locale', () => {
  it('defaults to es-UY, then follows what the user sets, as the full code', async () => {
    const token = await backend.login(demoAccounts.operator.email);
    expect((await backend.request('/userlocale', { token })).body).toEqual({ locale: 'es-UY' });

    const set = await backend.request('/userlocale/en-EN', { method: 'POST', token });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ locale: 'en-EN' });
    expect(await storedLocale(demoAccounts.operator.email)).toBe('en-EN');
    expect((await backend.request('/userlocale', { token })).body).toEqual({ locale: 'en-EN' });
    expect((await backend.request('/auth/me', { token })).body.data.locale).toBe('en-EN');
  });

  // docs/domain/backend-calls.md: the reply names the locale requested (docs/domain/limits.md's allowed ones and the short codes as given).
  it.each([
    ['es-UY', 'es-UY'],
    ['es-ES', 'es-ES'],
    ['en-EN', 'en-EN'],
    ['es-corp', 'es-corp'],
    ['es', 'es'],
    ['en', 'en'],
    ['en_US', 'en-US'],
    ['ES-uy', 'es-UY'],
    ['ES_CORP', 'es-corp'],
    // Another variant of a supported language: that language's full code.
    ['en-GB', 'en-EN'],
    ['es-AR', 'es-UY'],
  ])('stores and returns %s as %s', async (requested, expected) => {
    const token = await backend.login(demoAccounts.admin.email);
    const reply = await backend.request(`/userlocale/${requested}`, { method: 'POST', token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ locale: expected });
    expect(await storedLocale(demoAccounts.admin.email)).toBe(expected);
  });

  it('reads a short code stored earlier back as its full code', async () => {
    const token = await backend.login(demoAccounts.admin.email);
    await backend.db.update(users).set({ locale: 'en' }).where(eq(users.email, demoAccounts.admin.email));
    expect((await backend.request('/userlocale', { token })).body).toEqual({ locale: 'en-EN' });
    await backend.db.update(users).set({ locale: 'es' }).where(eq(users.email, demoAccounts.admin.email));
    expect((await backend.request('/userlocale', { token })).body).toEqual({ locale: 'es-UY' });
  });

  it('refuses an unknown locale with 422 and keeps the previous one', async () => {
    const token = await backend.login(demoAccounts.deliveryMan.email);
    await backend.request('/userlocale/en-EN', { method: 'POST', token });
    for (const unknown of ['klingon', 'fr-FR']) {
      const reply = await backend.request(`/userlocale/${unknown}`, { method: 'POST', token });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ locale: ['Locale inválido'] });
    }
    expect(await storedLocale(demoAccounts.deliveryMan.email)).toBe('en-EN');
  });

  it('falls back to the configured locale (user config over tenant config) before es-UY', async () => {
    const tenant = await seedTenant(backend.db, { configs: [{ name: 'locale', value: 'en-US' }] });
    const plain = await createUser(backend.db, { tenantId: tenant.id });
    const overriding = await createUser(backend.db, { tenantId: tenant.id, configs: [{ name: 'locale', value: 'es_UY' }] });
    const plainToken = await backend.login(plain.email, plain.password);
    const overridingToken = await backend.login(overriding.email, overriding.password);
    expect((await backend.request('/userlocale', { token: plainToken })).body).toEqual({ locale: 'en-US' });
    expect((await backend.request('/userlocale', { token: overridingToken })).body).toEqual({ locale: 'es-UY' });
  });

  it('refuses residents and leaves their locale unchanged', async () => {
    const token = await backend.login(demoAccounts.resident.email);
    const reply = await backend.request('/userlocale/en-EN', { method: 'POST', token });
    expect(reply.status).toBe(403);
    expect(await storedLocale(demoAccounts.resident.email)).toBeNull();
  });
});
