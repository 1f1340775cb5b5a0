// The render version a kept page is served under (backend/modules/render-version): it moves with every committed
// write of a tenant's data, however it was made (a request, a job, SQL typed by an operator), for that tenant only,
// and with the user's own record; it is gone with the session. Runs on PGlite and on TEST_DATABASE_URL's server.
import { eq, sql } from 'drizzle-orm';
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
let demoTenantId: number;
let otherTenantId: number;
const version = (token: string) => renderVersion(backend.db, token, 12);

beforeAll(async () => {
  backend = await startTestBackend({ seedDemo: true });
  demoToken = await backend.login(demoAccounts.admin.email);
  const other = await seedTenant(backend.db);
  const user = await createUser(backend.db, { tenantId: other.id, permissions: ['*'] });
  otherToken = await backend.login(user.email, user.password);
  otherTenantId = other.id;
  const [admin] = await backend.db.select({ tenantId: users.providerId }).from(users).where(eq(users.email, demoAccounts.admin.email));
  demoTenantId = admin!.tenantId!;
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

  it('stays for every tenant with an anonymous request that writes nothing of a tenant', async () => {
    const before = { demo: await version(demoToken), other: await version(otherToken) };
    const forgot = await backend.request('/auth/password/forgot', { method: 'POST', json: { email: 'nadie@demo.test' } });
    expect(forgot.status).toBe(200);
    expect(await version(demoToken)).toBe(before.demo);
    expect(await version(otherToken)).toBe(before.other);
  });

  it("moves at once with a change written straight in SQL, for that tenant's users only", async () => {
    const before = { demo: await version(demoToken), other: await version(otherToken) };
    await backend.db.execute(sql`update locations set description = description where provider_id = ${demoTenantId}`);
    expect(await version(demoToken)).not.toBe(before.demo);
    expect(await version(otherToken)).toBe(before.other);

    const otherBefore = await version(otherToken);
    await backend.db.execute(sql`insert into locations (provider_id, description) values (${otherTenantId}, 'Escrito a mano')`);
    expect(await version(otherToken)).not.toBe(otherBefore);
  });

  it('stays with a transaction that rolls back, and moves once its writes commit', async () => {
    const before = await version(demoToken);
    await expect(
      backend.db.transaction(async (tx) => {
        await tx.execute(sql`update locations set enabled = enabled where provider_id = ${demoTenantId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version(demoToken)).toBe(before);
    await backend.db.transaction(async (tx) => {
      await tx.execute(sql`update locations set enabled = enabled where provider_id = ${demoTenantId}`);
      await tx.execute(sql`delete from booking_changes where booking_id in (select id from bookings where provider_id = ${demoTenantId} limit 1)`);
    });
    expect(await version(demoToken)).not.toBe(before);
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
