// Integration features and residential configs per flag combination (docs/domain/data-model.md, docs/domain/roles-and-permissions.md): fenicio (permission +
// config), districad (either permission spelling + config), needs_id; a feature off refuses its call, field and
// filter and changes nothing, and its fields are absent from every booking reply. Also resident_should_receive_ws deciding the WhatsApp pickup notice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingChanges, bookings } from '@/backend/db/schema';
import type { ConfigEntry } from '@/contract/auth';
import { featureOffMessage, fenicioOrderReply } from '@/contract/fenicio';
import { insertApartment } from '@/tests/factories/administration';
import { buildBooking, insertBooking, outboxOf } from '@/tests/factories/bookings';
import { createLocation, seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

/** A tenant with tenant-level configs and one user with its own permissions and configs. */
async function caller(input: { tenantConfigs?: ConfigEntry[]; userConfigs?: ConfigEntry[]; permissions: string[] }) {
  const tenant = await seedTenant(backend.db, { credits: 10_000, configs: input.tenantConfigs ?? [] });
  const location = await createLocation(backend.db, { tenantId: tenant.id, doorSizes: [1, 1, 1, 1, 1, 1] });
  const user = await createUser(backend.db, { tenantId: tenant.id, permissions: input.permissions, configs: input.userConfigs });
  return { tenant, location, token: await backend.login(user.email, user.password) };
}
const on = (name: string) => [{ name, value: 1 }];
const off = (name: string) => [{ name, value: 0 }];
const bookingCount = async (tenantId: number) => backend.db.$count(bookings, eq(bookings.providerId, tenantId));

describe('fenicio', () => {
  const cases: [string, { tenantConfigs?: ConfigEntry[]; userConfigs?: ConfigEntry[]; permissions: string[] }, boolean][] = [
    ['permission and config on', { tenantConfigs: on('fenicio'), permissions: ['booking-show', 'booking-create', 'booking-create-fenicio'] }, true],
    ['"*" and config on', { tenantConfigs: on('fenicio'), permissions: ['*'] }, true],
    ["config on only in the user's own configs", { tenantConfigs: off('fenicio'), userConfigs: on('fenicio'), permissions: ['*'] }, true],
    ['config off', { tenantConfigs: off('fenicio'), permissions: ['*'] }, false],
    ["tenant on, the user's own config off", { tenantConfigs: on('fenicio'), userConfigs: off('fenicio'), permissions: ['*'] }, false],
    ['permission missing', { tenantConfigs: on('fenicio'), permissions: ['booking-show', 'booking-create'] }, false],
  ];

  it.each(cases)('%s', async (_name, setup, enabled) => {
    const { tenant, location, token } = await caller(setup);
    const lookup = await backend.request('/booking/fenicio/10001', { token });
    const created = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id, fenicio_order_id: '10001' }) });
    if (enabled) {
      expect(lookup.status).toBe(200);
      expect(fenicioOrderReply.parse(lookup.body).data.client).toMatchObject({ email: 'lucia.pereira@example.com', phone_number: '099 123 456' });
      expect(created.status).toBe(201);
      expect(created.body.data.fenicio_order_id).toBe('10001');
    } else {
      expect(lookup.status).toBe(403);
      expect(created.status).toBe(403);
      expect(created.body.message).toBe(featureOffMessage);
      expect(await bookingCount(tenant.id)).toBe(0);
    }
    // Without the field, a booking is created either way.
    expect((await backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) })).status).toBe(201);
  });

  it('answers 404 for an order the shop does not have, malformed ids included', async () => {
    const { token } = await caller({ tenantConfigs: on('fenicio'), permissions: ['*'] });
    for (const id of ['99999', 'x%20y', 'a'.repeat(70)]) {
      const reply = await backend.request(`/booking/fenicio/${id}`, { token });
      expect(reply.status).toBe(404);
    }
  });

  it('refuses setting a fenicio order id by PUT or PATCH when off, keeping the booking unchanged', async () => {
    const { tenant, location, token } = await caller({ tenantConfigs: off('fenicio'), permissions: ['*'] });
    const booking = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 2 });
    const [before] = await backend.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const put = await backend.request(`/booking/${booking.id}`, {
      token,
      method: 'PUT',
      json: { client: { description: 'Otro destinatario' }, code_validity_hours: 24, whatsapp: false, notes: 'nota', fenicio_order_id: '10002' },
    });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe(featureOffMessage);
    const patched = await backend.request(`/booking/${booking.id}`, { token, method: 'PATCH', json: { fenicio_order_id: '10002' } });
    expect(patched.status).toBe(403);
    const [row] = await backend.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.fenicioOrderId).toBeNull();
    expect(row).toEqual(before);
  });
});

describe('districad', () => {
  const cases: [string, { tenantConfigs?: ConfigEntry[]; permissions: string[] }, boolean][] = [
    ['booking-create-districad and config on', { tenantConfigs: on('districad'), permissions: ['booking-show', 'booking-create', 'booking-create-districad'] }, true],
    ['booking-districad (the other spelling) and config on', { tenantConfigs: on('districad'), permissions: ['booking-show', 'booking-create', 'booking-districad'] }, true],
    ['config off', { tenantConfigs: off('districad'), permissions: ['*'] }, false],
    ['config absent', { permissions: ['*'] }, false],
    ['permission missing', { tenantConfigs: on('districad'), permissions: ['booking-show', 'booking-create'] }, false],
  ];

  it.each(cases)('%s', async (_name, setup, enabled) => {
    const { tenant, location, token } = await caller(setup);
    const created = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id, districad: true }) });
    const filtered = await backend.request('/booking?districad=yes', { token });
    if (enabled) {
      expect(created.status).toBe(201);
      expect(created.body.data.districad).toMatchObject({ flag: true });
      expect(filtered.status).toBe(200);
      expect(filtered.body.data.map((b: { id: number }) => b.id)).toEqual([created.body.data.id]);
    } else {
      expect(created.status).toBe(403);
      expect(filtered.status).toBe(403);
      expect(await bookingCount(tenant.id)).toBe(0);
    }
    // An empty districad filter is no filter: the list answers either way.
    expect((await backend.request('/booking?districad=', { token })).status).toBe(200);
  });
});

describe('a feature that is off has its fields absent from every booking reply', () => {
  const readWrite = ['booking-show', 'booking-create', 'booking-edit', 'booking-delete'];
  const combinations: [string, { tenantConfigs?: ConfigEntry[]; permissions: string[] }, { fenicio: boolean; districad: boolean }][] = [
    ['both on', { tenantConfigs: [...on('fenicio'), ...on('districad')], permissions: ['*'] }, { fenicio: true, districad: true }],
    ['fenicio on, districad off', { tenantConfigs: [...on('fenicio'), ...off('districad')], permissions: ['*'] }, { fenicio: true, districad: false }],
    ['districad on, fenicio off', { tenantConfigs: [...off('fenicio'), ...on('districad')], permissions: ['*'] }, { fenicio: false, districad: true }],
    ['both configs off', { tenantConfigs: [...off('fenicio'), ...off('districad')], permissions: ['*'] }, { fenicio: false, districad: false }],
    ['configs on, no feature permission', { tenantConfigs: [...on('fenicio'), ...on('districad')], permissions: readWrite }, { fenicio: false, districad: false }],
    [
      'configs on, booking-create-fenicio and booking-districad',
      { tenantConfigs: [...on('fenicio'), ...on('districad')], permissions: [...readWrite, 'booking-create-fenicio', 'booking-districad'] },
      { fenicio: true, districad: true },
    ],
  ];

  /** Present (with the stored value) when the feature is on, absent (not null) when off. */
  function expectFields(reply: Record<string, unknown>, expected: { fenicio: boolean; districad: boolean }, where: string) {
    expect('fenicio_order_id' in reply, `${where}: fenicio_order_id`).toBe(expected.fenicio);
    expect('districad' in reply, `${where}: districad`).toBe(expected.districad);
  }

  it.each(combinations)('%s', async (_name, setup, expected) => {
    const { tenant, location, token } = await caller(setup);
    const stored = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 2, districad: true });
    await backend.db.update(bookings).set({ fenicioOrderId: '10001' }).where(eq(bookings.id, stored.id));
    await backend.db.insert(bookingChanges).values({
      bookingId: stored.id,
      userId: null,
      action: 'updated',
      changes: { fenicio_order_id: [null, '10001'], districad: [null, { flag: true }], notes: [null, 'Frágil'] },
    });

    const list = await backend.request('/booking', { token });
    expect(list.status).toBe(200);
    expectFields(list.body.data[0], expected, 'GET /booking');
    // The Excel export reads every page this way (keyset pages of 100).
    const exportPage = await backend.request('/booking?perPage=100&sortBy=id&cursor=2147483647', { token });
    expect(exportPage.status).toBe(200);
    expectFields(exportPage.body.data[0], expected, 'GET /booking (export page)');
    if (expected.fenicio) expect(list.body.data[0].fenicio_order_id).toBe('10001');
    if (expected.districad) expect(list.body.data[0].districad).toMatchObject({ token: stored.districad!.token, flag: true });

    const one = await backend.request(`/booking/${stored.id}`, { token });
    expectFields(one.body.data, expected, 'GET /booking/{id}');
    expectFields((await backend.request(`/booking/${stored.id}?withDataWrap=0`, { token })).body, expected, 'GET /booking/{id}?withDataWrap=0');
    const historyKeys = Object.keys(one.body.data.changes.at(-1).changes).sort();
    const changes = await backend.request(`/booking/${stored.id}/changes`, { token });
    expect(Object.keys(changes.body.data.at(-1).changes).sort()).toEqual(historyKeys);
    expect(historyKeys).toEqual([...(expected.districad ? ['districad'] : []), ...(expected.fenicio ? ['fenicio_order_id'] : []), 'notes']);

    const created = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) });
    expect(created.status).toBe(201);
    expectFields(created.body.data, expected, 'POST /booking');
    const patched = await backend.request(`/booking/${stored.id}`, { token, method: 'PATCH', json: { notes: 'Llamar antes' } });
    expectFields(patched.body.data, expected, 'PATCH /booking/{id}');
    const regenerated = await backend.request(`/booking/${stored.id}/regenerate-code`, { token, method: 'POST' });
    expect(regenerated.status).toBe(200);
    expectFields(regenerated.body.data, expected, 'POST /booking/{id}/regenerate-code');
    const deleted = await backend.request(`/booking/${created.body.data.id}`, { token, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expectFields(deleted.body.data, expected, 'DELETE /booking/{id}');

    // Sending the booking back whole (PUT) cannot clear a field its sender does not see.
    const replaced = await backend.request(`/booking/${stored.id}`, { token, method: 'PUT', json: { ...one.body.data, notes: 'Otra nota' } });
    expect(replaced.status).toBe(200);
    expectFields(replaced.body.data, expected, 'PUT /booking/{id}');
    const [row] = await backend.db.select().from(bookings).where(eq(bookings.id, stored.id));
    expect(row!.fenicioOrderId).toBe('10001');
    expect(row!.notes).toBe('Otra nota');
  });
});

describe('needs_id', () => {
  it('requires the client CI at booking when on, and not when off', async () => {
    const required = await caller({ tenantConfigs: on('needs_id'), permissions: ['*'] });
    const refused = await backend.request('/booking', { token: required.token, json: buildBooking({ location_id: required.location.id }) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['client.document']).toEqual(['Este campo es requerido']);
    expect(await bookingCount(required.tenant.id)).toBe(0);
    const withCi = await backend.request('/booking', { token: required.token, json: buildBooking({ location_id: required.location.id, client: { document: '1.234.567-2' } }) });
    expect(withCi.status).toBe(201);

    const optional = await caller({ tenantConfigs: off('needs_id'), permissions: ['*'] });
    expect((await backend.request('/booking', { token: optional.token, json: buildBooking({ location_id: optional.location.id }) })).status).toBe(201);
  });
});

describe('resident_should_receive_ws', () => {
  /** A booking for `email` dropped off at the locker: the notices it queues. */
  async function dropOffFor(setup: Awaited<ReturnType<typeof caller>>, email: string, whatsapp: boolean) {
    return (await noticesFor(setup, email, whatsapp)).map((m) => m.channel).sort();
  }
  /** The notices queued when a booking for `email` is dropped off (the booking's phone unless withoutPhone). */
  async function noticesFor(setup: Awaited<ReturnType<typeof caller>>, email: string, whatsapp: boolean, withoutPhone = false) {
    const created = await backend.request('/booking', {
      token: setup.token,
      json: buildBooking({ location_id: setup.location.id, whatsapp, client: withoutPhone ? { email } : { email, phone_number: '099123123', phone_country: '+598' } }),
    });
    expect(created.status).toBe(201);
    const device = await backend.request(`/locker-device/${setup.location.id}/drop-off`, { token: setup.token, json: { insert_code: created.body.data.insert_code } });
    expect(device.status).toBe(200);
    return outboxOf(backend.db, created.body.data.id);
  }

  it("lets a resident's config decide the WhatsApp notice, and the booking's box decide for anybody else", async () => {
    const setup = await caller({ permissions: ['*'] });
    const wants = await createUser(backend.db, { tenantId: setup.tenant.id, type: 'Residente', configs: on('resident_should_receive_ws') });
    const refuses = await createUser(backend.db, { tenantId: setup.tenant.id, type: 'Residente', configs: off('resident_should_receive_ws') });
    expect(await dropOffFor(setup, wants.email, false)).toEqual(['email', 'whatsapp']);
    expect(await dropOffFor(setup, refuses.email, true)).toEqual(['email']);
    expect(await dropOffFor(setup, 'someone@example.com', true)).toEqual(['email', 'whatsapp']);
    expect(await dropOffFor(setup, 'someone-else@example.com', false)).toEqual(['email']);
  });

  it('sends the WhatsApp notice to the phone the resident form saved when the booking has no phone', async () => {
    const setup = await caller({ permissions: ['*'] });
    const apartment = await insertApartment(backend.db, { tenantId: setup.tenant.id });
    const email = 'residente-ws@example.com';
    const form = { type: 'Residente', name: 'Rosa', last_name: 'Residente', email, apartment_id: apartment.id, phone: '099 555 123', comments: '', whatsapp: true };
    expect((await backend.request('/user/team', { token: setup.token, json: form })).status).toBe(201);
    const notices = await noticesFor(setup, email, false, true);
    expect(notices.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', email],
      ['whatsapp', '099 555 123'],
    ]);
  });
});
