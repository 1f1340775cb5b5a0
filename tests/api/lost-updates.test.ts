// Lost updates: bookings, team users, residents, articles and apartments answer a row version; every write
// bumps it; a PUT/PATCH with `If-Match` of an older version gets 412 (Spanish message, error.version) and
// changes nothing; without If-Match the write goes through (clients that do not know versions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBookings } from '@/backend/jobs/sweep-bookings';
import { staleVersionMessage } from '@/contract/common';
import { insertApartment, insertArticle, insertResident, seedAdminTenant } from '@/tests/factories/administration';
import { createBookingViaApi, historyOf, seedBookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let admin: Awaited<ReturnType<typeof seedAdminTenant>>;
let bookings: Awaited<ReturnType<typeof seedBookingTenant>>;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await seedAdminTenant(backend);
  bookings = await seedBookingTenant(backend, { doorSizes: Array(12).fill(1) });
});
afterAll(async () => {
  await backend?.close();
});

interface Entity {
  name: string;
  /** Creates a record and answers its GET path and a valid PUT body built from a marker text. */
  setup: () => Promise<{ path: string; token: string; readPath?: string; body: (marker: string) => Record<string, unknown>; read: (data: any) => string }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reply checked by assertions
  method?: 'PUT' | 'PATCH';
}

const entities: Entity[] = [
  {
    name: 'booking (PUT)',
    setup: async () => {
      const { id } = await createBookingViaApi(backend, bookings);
      return {
        path: `/booking/${id}`, token: bookings.token,
        body: (marker) => ({ client: { description: marker }, notes: null }),
        read: (data) => data.client.description,
      };
    },
  },
  {
    name: 'booking (PATCH)',
    method: 'PATCH',
    setup: async () => {
      const { id } = await createBookingViaApi(backend, bookings);
      return { path: `/booking/${id}`, token: bookings.token, body: (marker) => ({ notes: marker }), read: (data) => data.notes };
    },
  },
  {
    name: 'team user',
    setup: async () => {
      const user = await createUser(backend.db, { tenantId: admin.tenant.id, name: 'Vera', lastName: 'Versión', subType: 3 });
      return {
        path: `/user/team/${user.id}`, readPath: `/user/team?id=${user.id}&type=Usuario`, token: admin.token,
        body: (marker) => ({ sub_type: '3', name: marker, last_name: 'Versión', cellphone: '099123456', email: user.email }),
        read: (data) => data.personal_info.name,
      };
    },
  },
  {
    name: 'resident',
    setup: async () => {
      const apartment = await insertApartment(backend.db, { tenantId: admin.tenant.id });
      const resident = await insertResident(backend.db, { tenantId: admin.tenant.id, apartmentId: apartment.id });
      return {
        path: `/user/team/${resident.id}`, readPath: `/user/team?id=${resident.id}&type=Residente`, token: admin.token,
        body: (marker) => ({ name: marker, last_name: 'Residente', email: resident.email, apartment_id: apartment.id, phone: '26001234', whatsapp: false }),
        read: (data) => data.personal_info.name,
      };
    },
  },
  {
    name: 'article',
    setup: async () => {
      const article = await insertArticle(backend.db, { tenantId: admin.tenant.id, nombre: 'Agua' });
      return {
        path: `/articles/${article.id}`, token: admin.token,
        body: (marker) => ({ nombre: marker, precio: '10.50', vendible: true, virtual: false }),
        read: (data) => data.nombre,
      };
    },
  },
  {
    name: 'apartment',
    setup: async () => {
      const apartment = await insertApartment(backend.db, { tenantId: admin.tenant.id });
      return { path: `/apartments/${apartment.id}`, readPath: `/apartments?id=${apartment.id}`, token: admin.token, body: (marker) => ({ name: marker, block: 'B', number: '2' }), read: (data) => data.name };
    },
  },
];

describe.each(entities)('$name', ({ setup, method = 'PUT' }) => {
  it('bumps the version on each write; a stale If-Match gets 412 and changes nothing; none skips the check', async () => {
    const { path, readPath = path, token, body, read } = await setup();
    const get = async () => {
      const reply = await backend.request(readPath, { token });
      expect(reply.status).toBe(200);
      return Array.isArray(reply.body.data) ? reply.body.data[0] : reply.body.data;
    };
    const v1 = (await get()).version as number;
    expect(v1).toBeGreaterThanOrEqual(1);

    // Ana saves first, based on v1: accepted, version + 1.
    const first = await backend.request(path, { method, token, json: body('Primera'), headers: { 'If-Match': `"${v1}"` } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(v1 + 1);
    expect(first.headers.get('etag')).toBe(`"${v1 + 1}"`);

    // Bruno saves on top of the same v1: refused, Ana's change stays.
    const stale = await backend.request(path, { method, token, json: body('Segunda'), headers: { 'If-Match': `W/"${v1}"` } });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ message: staleVersionMessage, error: { version: [staleVersionMessage] } });
    const after = await get();
    expect(read(after)).toBe('Primera');
    expect(after.version).toBe(v1 + 1);

    // The current version is accepted; no If-Match at all is too (last write wins, as before).
    const current = await backend.request(path, { method, token, json: body('Tercera'), headers: { 'If-Match': String(v1 + 1) } });
    expect(current.status).toBe(200);
    const blind = await backend.request(path, { method, token, json: body('Cuarta') });
    expect(blind.status).toBe(200);
    expect(read(blind.body.data)).toBe('Cuarta');
    expect(blind.body.data.version).toBe(v1 + 3);
  });

  it('refuses an If-Match that is not a version with 400', async () => {
    const { path, token, body } = await setup();
    const reply = await backend.request(path, { method, token, json: body('X'), headers: { 'If-Match': '"abc"' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/If-Match/);
  });
});

describe('bookings', () => {
  it('two editors racing on one version: exactly one wins, one history row', async () => {
    const { id } = await createBookingViaApi(backend, bookings);
    const v = (await backend.request(`/booking/${id}`, { token: bookings.token })).body.data.version;
    const replies = await Promise.all(
      ['Ana', 'Bruno', 'Carla', 'Darío'].map((name) =>
        backend.request(`/booking/${id}`, { method: 'PATCH', token: bookings.token, json: { notes: name }, headers: { 'If-Match': `"${v}"` } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
    const edits = (await historyOf(backend.db, id)).filter((row) => row.action === 'updated');
    expect(edits).toHaveLength(1);
  });

  it('the expiry sweep bumps the version too, so an edit based on the old one is refused', async () => {
    const { id } = await createBookingViaApi(backend, bookings);
    const before = (await backend.request(`/booking/${id}`, { token: bookings.token })).body.data;
    await sweepBookings(backend.db, { now: new Date(Date.now() + 49 * 3600_000) });
    const after = (await backend.request(`/booking/${id}`, { token: bookings.token })).body.data;
    expect(after.status.id).toBe(5);
    expect(after.version).toBe(before.version + 1);
    const stale = await backend.request(`/booking/${id}`, { method: 'PATCH', token: bookings.token, json: { notes: 'x' }, headers: { 'If-Match': `"${before.version}"` } });
    expect(stale.status).toBe(412);
    expect(stale.body.error.version).toEqual([staleVersionMessage]);
  });
});
