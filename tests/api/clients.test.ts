// /clients: bookings link to the tenant's client known by the same document (else e-mail, else phone), one
// booking or a batch; the list and detail count their bookings; document and phone reach only holders of
// client-show-sensitive (answered null, filters and changes on them refused); edits keep the bookings' own copy;
// delete is refused while a booking is not finished; another tenant's client is a 404 and nothing changes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, clients } from '@/backend/db/schema';
import { clientBookingList, clientList, clientMessages, clientReply } from '@/contract/clients';
import { staleVersionMessage } from '@/contract/common';
import { bookingRow, buildBooking, createBookingViaApi, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const ana = { description: 'Ana Pérez', document: '1.234.567-8', email: 'ana@example.com', phone_number: '099 123 456' };

async function tokenWith(tenant: BookingTenant, permissions: string[]) {
  const user = await createUser(backend.db, { tenantId: tenant.tenant.id, permissions });
  return backend.login(user.email, user.password);
}

const clientRowOf = async (id: number) => (await backend.db.select().from(clients).where(eq(clients.id, id)))[0];

describe('/clients', () => {
  it('links bookings of the same document to one client per tenant, and counts them', async () => {
    const tenant = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const first = await createBookingViaApi(backend, tenant, { client: ana });
    const second = await createBookingViaApi(backend, tenant, { client: { ...ana, description: 'Pedido 2', email: 'otra@example.com' } });
    await createBookingViaApi(backend, tenant, { client: { description: 'Bruno', email: 'bruno@example.com' } });
    const clientId = (await bookingRow(backend.db, first.id)).clientId!;
    expect((await bookingRow(backend.db, second.id)).clientId).toBe(clientId);
    const booking = await backend.request(`/booking/${first.id}`, { token: tenant.token });
    expect(booking.body.data.client_id).toBe(clientId);

    const list = await backend.request('/clients', { token: tenant.token });
    expect(list.status).toBe(200);
    const { data, meta } = clientList.parse(list.body);
    expect(meta.total).toBe(2);
    expect(data.map((c) => [c.name, c.email, c.document, c.bookings_count, c.open_bookings_count])).toEqual([
      ['Bruno', 'bruno@example.com', null, 1, 1],
      ['Ana Pérez', 'ana@example.com', '12345678', 2, 2],
    ]);

    const theirs = clientBookingList.parse((await backend.request(`/clients/${clientId}/bookings`, { token: tenant.token })).body);
    expect(theirs.data.map((b) => [b.id, b.description, b.status.id])).toEqual([
      [second.id, 'Pedido 2', 2],
      [first.id, 'Ana Pérez', 2],
    ]);

    // The same CI in another tenant is another tenant's client.
    const other = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    await createBookingViaApi(backend, other, { client: ana });
    const otherList = clientList.parse((await backend.request('/clients', { token: other.token })).body);
    expect(otherList.data).toHaveLength(1);
    expect(otherList.data[0]!.id).not.toBe(clientId);
  });

  it('links the rows of a batch, one client per key', async () => {
    const tenant = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const rows = [ana, { ...ana, description: 'Segundo' }, { description: 'Carla', phone_number: '+598 91 000 111' }].map((client) => ({
      key: randomUUID(),
      booking: buildBooking({ location_id: tenant.location.id, client }),
    }));
    const reply = await backend.request('/booking/batch', { token: tenant.token, json: { rows } });
    expect(reply.status).toBe(200);
    const list = clientList.parse((await backend.request('/clients?sortBy=name&orderBy=ASC', { token: tenant.token })).body);
    expect(list.data.map((c) => [c.name, c.bookings_count])).toEqual([
      ['Carla', 1],
      ['Segundo', 2],
    ]);
  });

  it('hides document and phone without client-show-sensitive, and refuses filtering or changing them', async () => {
    const tenant = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const created = await createBookingViaApi(backend, tenant, { client: ana });
    const clientId = (await bookingRow(backend.db, created.id)).clientId!;
    const viewer = await tokenWith(tenant, ['client-show', 'client-edit']);

    const seen = clientReply.parse((await backend.request(`/clients/${clientId}`, { token: viewer })).body).data;
    expect(seen).toMatchObject({ name: 'Ana Pérez', email: 'ana@example.com', document: null, phone_number: null, sensitive_hidden: true });
    const listed = clientList.parse((await backend.request('/clients', { token: viewer })).body).data[0]!;
    expect([listed.document, listed.phone_number]).toEqual([null, null]);
    // A search by document finds nothing for them (it would reveal it), and a document filter is refused.
    expect(clientList.parse((await backend.request('/clients?search=1234', { token: viewer })).body).data).toEqual([]);
    const filtered = await backend.request('/clients?document=1234', { token: viewer });
    expect(filtered.status).toBe(403);
    const before = await clientRowOf(clientId);
    const changed = await backend.request(`/clients/${clientId}`, { method: 'PUT', token: viewer, json: { name: 'Ana', document: '99999999' } });
    expect(changed.status).toBe(403);
    expect(await clientRowOf(clientId)).toEqual(before);
    // The name alone they may change; the hidden fields stay.
    const renamed = await backend.request(`/clients/${clientId}`, { method: 'PUT', token: viewer, json: { name: 'Ana P.' } });
    expect(renamed.status).toBe(200);
    expect(await clientRowOf(clientId)).toMatchObject({ name: 'Ana P.', document: '12345678', phoneNumber: '099 123 456' });

    const sensitive = await tokenWith(tenant, ['client-show', 'client-show-sensitive']);
    const full = clientReply.parse((await backend.request(`/clients/${clientId}`, { token: sensitive })).body).data;
    expect(full).toMatchObject({ document: '12345678', phone_number: '099 123 456', sensitive_hidden: false });
    expect(clientList.parse((await backend.request('/clients?document=1234', { token: sensitive })).body).data).toHaveLength(1);
  });

  it('edits a client: the bookings keep their own copy; nothing to know them by, a duplicate or a stale version is refused', async () => {
    const tenant = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const created = await createBookingViaApi(backend, tenant, { client: ana });
    await createBookingViaApi(backend, tenant, { client: { description: 'Bruno', email: 'bruno@example.com' } });
    const clientId = (await bookingRow(backend.db, created.id)).clientId!;
    const path = `/clients/${clientId}`;

    const saved = await backend.request(path, { method: 'PUT', token: tenant.token, json: { name: 'Ana María', phone_number: '098 765 432', email: '' } });
    expect(saved.status).toBe(200);
    expect(clientReply.parse(saved.body).data).toMatchObject({ name: 'Ana María', email: null, document: '12345678', phone_number: '098 765 432' });
    expect(saved.headers.get('etag')).toBe(`"${clientReply.parse(saved.body).data.version}"`);
    expect((await bookingRow(backend.db, created.id)).client).toMatchObject({ description: 'Ana Pérez', email: 'ana@example.com', phone_number: '099 123 456' });

    const empty = await backend.request(path, { method: 'PUT', token: tenant.token, json: { name: 'Ana', document: '', phone_number: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toEqual([clientMessages.needsContact]);
    const invalid = await backend.request(path, { method: 'PUT', token: tenant.token, json: { name: ' ', email: 'no es un mail' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'name']);

    const duplicate = await backend.request(path, { method: 'PUT', token: tenant.token, json: { name: 'Ana', document: '', email: 'bruno@example.com' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(clientMessages.duplicate);

    const stale = await backend.request(path, { method: 'PUT', token: tenant.token, json: { name: 'Otra' }, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(staleVersionMessage);
    expect((await clientRowOf(clientId))!.name).toBe('Ana María');
  });

  it('deletes a client only once their bookings are finished; the bookings stay, unlinked', async () => {
    const tenant = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const created = await createBookingViaApi(backend, tenant, { client: ana });
    const clientId = (await bookingRow(backend.db, created.id)).clientId!;

    const refused = await backend.request(`/clients/${clientId}`, { method: 'DELETE', token: tenant.token });
    expect(refused.status).toBe(412);
    expect(refused.body.message).toBe(clientMessages.hasOpenBookings);
    expect(await clientRowOf(clientId)).toBeDefined();

    await backend.db.update(bookings).set({ statusId: 4 }).where(eq(bookings.id, created.id));
    const deleted = await backend.request(`/clients/${clientId}`, { method: 'DELETE', token: tenant.token });
    expect(deleted.status).toBe(200);
    expect(await clientRowOf(clientId)).toBeUndefined();
    expect(await bookingRow(backend.db, created.id)).toMatchObject({ clientId: null, client: expect.objectContaining({ document: '12345678' }) });
    expect((await backend.request(`/clients/${clientId}`, { token: tenant.token })).status).toBe(404);
  });

  it('needs client-show, client-edit and client-delete, and answers 404 for another tenant’s client without touching it', async () => {
    const tenant = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const created = await createBookingViaApi(backend, tenant, { client: ana });
    const clientId = (await bookingRow(backend.db, created.id)).clientId!;
    const path = `/clients/${clientId}`;

    const bookingsOnly = await tokenWith(tenant, ['booking-show']);
    expect((await backend.request('/clients', { token: bookingsOnly })).status).toBe(403);
    expect((await backend.request(path, { token: bookingsOnly })).status).toBe(403);
    const reader = await tokenWith(tenant, ['client-show']);
    expect((await backend.request(path, { method: 'PUT', token: reader, json: { name: 'X' } })).status).toBe(403);
    expect((await backend.request(path, { method: 'DELETE', token: reader })).status).toBe(403);

    const intruder = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1] });
    const before = await clientRowOf(clientId);
    for (const [method, suffix, json] of [
      ['GET', '', undefined],
      ['GET', '/bookings', undefined],
      ['PUT', '', { name: 'Robado' }],
      ['DELETE', '', undefined],
    ] as const) {
      const reply = await backend.request(`${path}${suffix}`, { method, token: intruder.token, json });
      expect(reply.status, `${method} ${suffix}`).toBe(404);
      expect(reply.body.message).toBe(clientMessages.notFound);
    }
    expect(clientList.parse((await backend.request(`/clients?id=${clientId}`, { token: intruder.token })).body).data).toEqual([]);
    expect(await clientRowOf(clientId)).toEqual(before);
  });
});
