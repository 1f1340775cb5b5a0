// /apartments: list (unpaged, id descending, filters), create, update, delete (refused with residents),
// permissions and tenant isolation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments } from '@/backend/db/schema';
import { apartmentHasResidentsMessage, apartmentList, apartmentReply } from '@/contract/apartments';
import { insertApartment, insertResident, seedAdminTenant, signedInUser } from '@/tests/factories/administration';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
let foreignId: number;
const ids: number[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  main = await seedAdminTenant(backend);
  const other = await seedAdminTenant(backend);
  for (const [block, number] of [['A', '101'], ['A', '102'], ['B', '101'], ['b2', '3C']]) {
    ids.push((await insertApartment(backend.db, { tenantId: main.tenant.id, name: `Torre ${block} ${number}`, block, number })).id);
  }
  foreignId = (await insertApartment(backend.db, { tenantId: other.tenant.id, block: 'A', number: '101' })).id;
});
afterAll(async () => {
  await backend?.close();
});

const apartmentById = async (id: number) => (await backend.db.select().from(apartments).where(eq(apartments.id, id)))[0];

describe('GET /apartments', () => {
  it("lists the tenant's apartments unpaged, id descending", async () => {
    const reply = await backend.request('/apartments?withPagination=false&perPage=5000', { token: main.token });
    const { data, meta } = apartmentList.parse(reply.body);
    expect(data.map((a) => a.id)).toEqual([...ids].reverse());
    expect(meta.total).toBe(4);
    expect(data[0]!.provider.id).toBe(main.tenant.id);
  });

  it('filters by id, block and number (exact, any case)', async () => {
    const list = async (q: string) => apartmentList.parse((await backend.request(`/apartments?${q}`, { token: main.token })).body).data.map((a) => a.id);
    expect(await list(`id=${ids[1]}`)).toEqual([ids[1]]);
    expect(await list('block=a')).toEqual([ids[1], ids[0]]);
    expect(await list('number=101')).toEqual([ids[2], ids[0]]);
    expect(await list('block=B&number=101')).toEqual([ids[2]]);
  });

  it('needs apartment-show (or a resident-form permission)', async () => {
    const denied = await signedInUser(backend, main.tenant.id, ['booking-show']);
    expect((await backend.request('/apartments', { token: denied.token })).status).toBe(403);
    const ho = await signedInUser(backend, main.tenant.id, ['user-create-ho']);
    expect((await backend.request('/apartments', { token: ho.token })).status).toBe(200);
  });

  it.each([['user-show'], ['user-edit']])('serves the residents screen its apartment choice with exactly %s, tenant-scoped and read-only', async (permission) => {
    const { token } = await signedInUser(backend, main.tenant.id, [permission]);
    // What /residentes asks for (lib/apartments/queries.ts getApartmentOptions).
    const reply = await backend.request('/apartments?withPagination=false&perPage=5000&sortBy=name&orderBy=ASC', { token });
    expect(reply.status).toBe(200);
    const { data } = apartmentList.parse(reply.body);
    expect(data.map((a) => a.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(data.map((a) => a.id)).not.toContain(foreignId);
    expect(data.every((a) => a.provider.id === main.tenant.id)).toBe(true);
    expect((await backend.request(`/apartments?id=${foreignId}`, { token })).body.data).toEqual([]);
    // Reading the choice is all: no create, edit or delete.
    const before = await apartmentById(ids[0]!);
    expect((await backend.request('/apartments', { token, json: { name: 'Nuevo', block: 'Z', number: '9' } })).status).toBe(403);
    expect((await backend.request(`/apartments/${ids[0]}`, { method: 'PUT', token, json: { name: 'Cambiado', block: 'A', number: '101' } })).status).toBe(403);
    expect((await backend.request(`/apartments/${ids[0]}`, { method: 'DELETE', token })).status).toBe(403);
    expect(await apartmentById(ids[0]!)).toEqual(before);
    expect((await backend.db.select().from(apartments).where(eq(apartments.providerId, main.tenant.id))).map((a) => a.id).sort((x, y) => x - y)).toEqual(
      [...ids].sort((x, y) => x - y),
    );
  });
});

describe('POST, PUT and DELETE /apartments', () => {
  it('creates, updates and deletes in the caller tenant', async () => {
    const created = await backend.request('/apartments', { token: main.token, json: { name: 'Nuevo', block: 'C', number: '7', provider_id: 999 } });
    expect(created.status).toBe(201);
    const apartment = apartmentReply.parse(created.body).data;
    expect(apartment).toMatchObject({ name: 'Nuevo', block: 'C', number: '7', provider: { id: main.tenant.id }, residents_count: 0 });
    const updated = await backend.request(`/apartments/${apartment.id}`, { method: 'PUT', token: main.token, json: { name: 'Renombrado', block: 'C', number: '8' } });
    expect(updated.status).toBe(200);
    expect((await apartmentById(apartment.id))).toMatchObject({ name: 'Renombrado', number: '8' });
    const deleted = await backend.request(`/apartments/${apartment.id}`, { method: 'DELETE', token: main.token });
    expect(deleted.status).toBe(200);
    expect(await apartmentById(apartment.id)).toBeUndefined();
  });

  it('requires name, block and number', async () => {
    const reply = await backend.request('/apartments', { token: main.token, json: { name: ' ' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ name: ['Este campo es requerido'], block: ['Este campo es requerido'], number: ['Este campo es requerido'] });
  });

  it('refuses to delete an apartment with residents (412), and allows it once they are gone', async () => {
    const apartment = await insertApartment(backend.db, { tenantId: main.tenant.id });
    const resident = await insertResident(backend.db, { tenantId: main.tenant.id, apartmentId: apartment.id });
    const refused = await backend.request(`/apartments/${apartment.id}`, { method: 'DELETE', token: main.token });
    expect(refused.status).toBe(412);
    expect(refused.body.error.apartment).toEqual([apartmentHasResidentsMessage]);
    expect(await apartmentById(apartment.id)).toBeDefined();
    expect((await backend.request(`/user/team/${resident.id}`, { method: 'DELETE', token: main.token })).status).toBe(200);
    expect((await backend.request(`/apartments/${apartment.id}`, { method: 'DELETE', token: main.token })).status).toBe(200);
  });

  it("answers 404 for another tenant's apartment on update and delete, changing nothing", async () => {
    const put = await backend.request(`/apartments/${foreignId}`, { method: 'PUT', token: main.token, json: { name: 'X', block: 'X', number: 'X' } });
    expect(put.status).toBe(404);
    expect((await backend.request(`/apartments/${foreignId}`, { method: 'DELETE', token: main.token })).status).toBe(404);
    expect(await apartmentById(foreignId)).toMatchObject({ block: 'A', number: '101' });
  });

  it('needs apartment-create, -edit and -delete, changing nothing without them', async () => {
    const { token } = await signedInUser(backend, main.tenant.id, ['apartment-show']);
    expect((await backend.request('/apartments', { token, json: { name: 'N', block: 'N', number: 'N' } })).status).toBe(403);
    expect((await backend.request(`/apartments/${ids[0]}`, { method: 'PUT', token, json: { name: 'N', block: 'N', number: 'N' } })).status).toBe(403);
    expect((await backend.request(`/apartments/${ids[0]}`, { method: 'DELETE', token })).status).toBe(403);
    expect(await apartmentById(ids[0]!)).toMatchObject({ block: 'A', number: '101' });
    expect(await backend.db.$count(apartments, eq(apartments.name, 'N'))).toBe(0);
  });
});
