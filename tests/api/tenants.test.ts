// The service operator sets what each business pays for an overdue parcel or code (docs/domain/tenants.md): the
// amounts it saves are the ones the charging job uses and the business's prices page states; nobody else, not even
// a business's "*", may set them, and the operator never reaches its own business.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '@/backend/db/schema';
import { chargeCreditsMessage, tenantList, tenantReply } from '@/contract/tenants';
import { seedServiceOperator } from '@/tests/factories/administration';
import { seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});


async function business(configs: { name: string; value: unknown }[] = []) {
  const tenant = await seedTenant(backend.db, { name: `Comercio ${Math.random().toString(36).slice(2, 8)}`, configs });
  const admin = await createUser(backend.db, { tenantId: tenant.id, permissions: ['*'] });
  return { tenant, token: await backend.login(admin.email, admin.password) };
}

const configsOf = async (id: number) => (await backend.db.select({ configs: providers.configs }).from(providers).where(eq(providers.id, id)))[0]!.configs;
const setCharges = (token: string, id: number, json: unknown) => backend.request(`/tenants/${id}/overdue-charges`, { token, method: 'PUT', json });

describe('overdue charges per tenant', () => {
  it('the operator finds a business by name, sees its amounts (0 by default) and sets them; the business sees them', async () => {
    const operator = await seedServiceOperator(backend);
    const shop = await business([{ name: 'fenicio', value: 1 }]);
    const found = tenantList.parse((await backend.request(`/tenants?name=${encodeURIComponent(shop.tenant.name.toUpperCase())}`, { token: operator.token })).body);
    expect(found.data).toEqual([{ id: shop.tenant.id, name: shop.tenant.name, enterprise: false, daily_fine_credits: 0, lapse_fee_credits: 0 }]);

    const saved = await setCharges(operator.token, shop.tenant.id, { daily_fine_credits: '41', lapse_fee_credits: 25 });
    expect(saved.status).toBe(200);
    expect(tenantReply.parse(saved.body).data).toMatchObject({ daily_fine_credits: 41, lapse_fee_credits: 25 });
    // Saved where the charging job reads them, the tenant's other configs kept.
    expect(await configsOf(shop.tenant.id)).toEqual([
      { name: 'fenicio', value: 1 },
      { name: 'daily_fine_credits', value: 41 },
      { name: 'lapse_fee_credits', value: 25 },
    ]);
    const me = (await backend.request('/auth/me', { token: shop.token })).body.data;
    expect(me.extra_data.configs).toEqual(expect.arrayContaining([{ name: 'daily_fine_credits', value: 41 }, { name: 'lapse_fee_credits', value: 25 }]));

    // Setting again replaces, never duplicates; 0 turns a charge off.
    await setCharges(operator.token, shop.tenant.id, { daily_fine_credits: 0, lapse_fee_credits: 100000 });
    expect((await configsOf(shop.tenant.id)).filter((c) => c.name.endsWith('_credits'))).toEqual([
      { name: 'daily_fine_credits', value: 0 },
      { name: 'lapse_fee_credits', value: 100000 },
    ]);
    expect(tenantReply.parse((await backend.request(`/tenants/${shop.tenant.id}`, { token: operator.token })).body).data).toMatchObject({ daily_fine_credits: 0, lapse_fee_credits: 100000 });
  });

  it('refuses amounts that are not whole credits from 0 to 100,000, naming the field, and changes nothing', async () => {
    const operator = await seedServiceOperator(backend);
    const shop = await business([{ name: 'daily_fine_credits', value: 10 }]);
    for (const bad of [-1, 100001, 2.5, 'diez', '', null, '0x10']) {
      const reply = await setCharges(operator.token, shop.tenant.id, { daily_fine_credits: bad, lapse_fee_credits: 5 });
      expect(reply.status, String(bad)).toBe(422);
      expect(reply.body.errors.daily_fine_credits, String(bad)).toEqual([bad === '' || bad === null ? 'Este campo es requerido' : chargeCreditsMessage]);
    }
    expect(chargeCreditsMessage).toBe('Ingresá un número entero de créditos, de 0 a 100.000');
    expect((await setCharges(operator.token, shop.tenant.id, { daily_fine_credits: 5 })).body.errors.lapse_fee_credits).toEqual(['Este campo es requerido']);
    expect(await configsOf(shop.tenant.id)).toEqual([{ name: 'daily_fine_credits', value: 10 }]);
  });

  it('is the operator\'s only: a business\'s "*" gets 403, the operator\'s own tenant and unknown ids 404, nothing changes', async () => {
    const operator = await seedServiceOperator(backend);
    const shop = await business();
    const other = await business();
    expect((await setCharges(shop.token, shop.tenant.id, { daily_fine_credits: 0, lapse_fee_credits: 0 })).status).toBe(403);
    expect((await setCharges(shop.token, other.tenant.id, { daily_fine_credits: 9, lapse_fee_credits: 9 })).status).toBe(403);
    expect((await backend.request('/tenants', { token: shop.token })).status).toBe(403);
    expect((await backend.request(`/tenants/${other.tenant.id}`, { token: shop.token })).status).toBe(403);

    expect((await setCharges(operator.token, operator.tenant.id, { daily_fine_credits: 9, lapse_fee_credits: 9 })).status).toBe(404);
    expect((await backend.request(`/tenants/${operator.tenant.id}`, { token: operator.token })).status).toBe(404);
    expect((await backend.request('/tenants/2147483648', { token: operator.token })).status).toBe(404);
    const listed = tenantList.parse((await backend.request('/tenants?perPage=100', { token: operator.token })).body);
    expect(listed.data.map((t) => t.id)).not.toContain(operator.tenant.id);
    expect(await configsOf(operator.tenant.id)).toEqual([]);
    expect(await configsOf(other.tenant.id)).toEqual([]);
  });
});

describe('the providers an enterprise works with', () => {
  const link = (token: string, id: number, json: unknown) => backend.request(`/tenants/${id}/providers`, { token, json });
  const unlink = (token: string, id: number, providerId: number) => backend.request(`/tenants/${id}/providers/${providerId}`, { token, method: 'DELETE' });
  const listedTo = async (token: string) => (await backend.request('/enterprise-providers', { token })).body.data.map((p: { name: string; own: boolean }) => [p.name, p.own]);

  it('the operator links and unlinks providers of an enterprise; the enterprise\'s list follows', async () => {
    const operator = await seedServiceOperator(backend);
    const enterprise = await seedTenant(backend.db, { name: 'Corporativa Uno', enterprise: true });
    const admin = await createUser(backend.db, { tenantId: enterprise.id, permissions: ['*'] });
    const adminToken = await backend.login(admin.email, admin.password);
    const shop = await business();
    const other = await business();
    expect(await listedTo(adminToken)).toEqual([['Corporativa Uno', true]]);

    const linked = await link(operator.token, enterprise.id, { provider_id: String(shop.tenant.id) });
    expect(linked.status).toBe(200);
    expect(tenantReply.parse(linked.body).data.providers).toEqual([{ id: shop.tenant.id, name: shop.tenant.name }]);
    // Twice is still one link.
    await link(operator.token, enterprise.id, { provider_id: shop.tenant.id });
    await link(operator.token, enterprise.id, { provider_id: other.tenant.id });
    const detail = tenantReply.parse((await backend.request(`/tenants/${enterprise.id}`, { token: operator.token })).body).data;
    expect(detail.providers.map((p) => p.id).sort()).toEqual([shop.tenant.id, other.tenant.id].sort());
    expect(await listedTo(adminToken)).toEqual([['Corporativa Uno', true], ...[shop.tenant.name, other.tenant.name].sort().map((name) => [name, false])]);

    const removed = await unlink(operator.token, enterprise.id, shop.tenant.id);
    expect(removed.status).toBe(200);
    expect(tenantReply.parse(removed.body).data.providers).toEqual([{ id: other.tenant.id, name: other.tenant.name }]);
    expect(await listedTo(adminToken)).toEqual([['Corporativa Uno', true], [other.tenant.name, false]]);
    expect((await unlink(operator.token, enterprise.id, shop.tenant.id)).status).toBe(404);
  });

  it('refuses a link to a standard business, to itself, to an unknown or the operator\'s own tenant, naming the field', async () => {
    const operator = await seedServiceOperator(backend);
    const enterprise = await seedTenant(backend.db, { enterprise: true });
    const shop = await business();
    const cases: [number, unknown, string][] = [
      [shop.tenant.id, enterprise.id, 'Solo una empresa corporativa trabaja con otros proveedores'],
      [enterprise.id, enterprise.id, 'Una empresa no puede ser su propio proveedor'],
      [enterprise.id, 2_000_000_000, 'El proveedor no existe'],
      [enterprise.id, operator.tenant.id, 'El proveedor no existe'],
      [enterprise.id, 'abc', 'Debe ser un número'],
      [enterprise.id, null, 'Este campo es requerido'],
    ];
    for (const [tenantId, providerId, message] of cases) {
      const reply = await link(operator.token, tenantId, { provider_id: providerId });
      expect(reply.status, String(providerId)).toBe(422);
      expect(reply.body.errors.provider_id, String(providerId)).toEqual([message]);
    }
    expect(tenantReply.parse((await backend.request(`/tenants/${enterprise.id}`, { token: operator.token })).body).data.providers).toEqual([]);
  });

  it('is the operator\'s only: the enterprise\'s own "*" gets 403 and nothing changes; the operator\'s own tenant is 404', async () => {
    const operator = await seedServiceOperator(backend);
    const enterprise = await seedTenant(backend.db, { enterprise: true });
    const admin = await createUser(backend.db, { tenantId: enterprise.id, permissions: ['*'] });
    const adminToken = await backend.login(admin.email, admin.password);
    const shop = await business();
    expect((await link(adminToken, enterprise.id, { provider_id: shop.tenant.id })).status).toBe(403);
    await link(operator.token, enterprise.id, { provider_id: shop.tenant.id });
    expect((await unlink(adminToken, enterprise.id, shop.tenant.id)).status).toBe(403);
    expect((await link(operator.token, operator.tenant.id, { provider_id: shop.tenant.id })).status).toBe(404);
    expect((await unlink(operator.token, operator.tenant.id, shop.tenant.id)).status).toBe(404);
    expect(tenantReply.parse((await backend.request(`/tenants/${enterprise.id}`, { token: operator.token })).body).data.providers).toEqual([{ id: shop.tenant.id, name: shop.tenant.name }]);
  });
});
