// The render version a kept page is served under (backend/modules/render-version): it moves with every write that
// succeeds, for the writer's tenant only, and with the user's own record; it is gone with the session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/backend/db/schema';
import { renderVersion } from '@/backend/modules/render-version/render-version';
import { demoAccounts } from '@/backend/seed/demo-accounts';
import { seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let demoToken: string;
let otherToken: string;
const version = (token: string) => renderVersion(backend.db, token, 12);

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
  demoToken = await backend.login(demoAccounts.admin.email);
  const other = await seedTenant(backend.db);
  const user = await createUser(backend.db, { tenantId: other.id, permissions: ['*'] });
  otherToken = await backend.login(user.email, user.password);
});
afterAll(async () => {
  await backend?.close();
});

const newArticle = (name: string) => ({ method: 'POST', token: demoToken, json: { nombre: name, precio: '10.00' } }) as const;

describe('render version', () => {
  it("moves with a tenant's write, for that tenant's users only", async () => {
    const before = { demo: await version(demoToken), other: await version(otherToken) };
    const created = await backend.request('/articles', newArticle('Versión'));
    expect(created.status).toBe(201);
    expect(await version(demoToken)).not.toBe(before.demo);
    expect(await version(otherToken)).toBe(before.other);
  });

  it('stays with reads, refused writes and signing in', async () => {
    const before = await version(demoToken);
    expect((await backend.request('/booking', { token: demoToken })).status).toBe(200);
    expect((await backend.request('/articles', { ...newArticle(''), json: { nombre: '' } })).status).toBe(422);
    await backend.login(demoAccounts.operator.email);
    expect(await version(demoToken)).toBe(before);
  });

  it("moves for every tenant with a public write (one no tenant's user made)", async () => {
    const before = { demo: await version(demoToken), other: await version(otherToken) };
    const forgot = await backend.request('/auth/password/forgot', { method: 'POST', json: { email: 'nadie@demo.test' } });
    expect(forgot.status).toBe(200);
    expect(await version(demoToken)).not.toBe(before.demo);
    expect(await version(otherToken)).not.toBe(before.other);
  });

  it("moves when the user's own record changes, even straight in the database", async () => {
    const before = await version(demoToken);
    await backend.db.update(users).set({ personalInfo: { name: 'Ana María', last_name: 'Admin' } }).where(eq(users.email, demoAccounts.admin.email));
    expect(await version(demoToken)).not.toBe(before);
  });

  it('is gone once the session ends, and residents have none', async () => {
    const token = await backend.login(demoAccounts.operator.email);
    expect(await version(token)).not.toBeNull();
    expect((await backend.request('/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect(await version(token)).toBeNull();
    expect(await version(await backend.login(demoAccounts.resident.email))).toBeNull();
  });
});
