// POST /booking: door, credits, code, history in one transaction; validation, 402, 412 and races.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReply } from '@/contract/bookings';
import { buildBooking, countBookings, creditsOf, historyOf, insertBooking, ledgerOf, seedBookingTenant } from '@/tests/factories/bookings';
import { createLocation } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});


describe('POST /booking', () => {
  it('takes a free door, debits the price in credits, writes the ledger and history', async () => {
    const { tenant, location, user, token } = await seedBookingTenant(backend, { credits: 1000 });
    const before = Date.now();
    const reply = await backend.request('/booking?withPagination=true&full=true', {
      token,
      json: buildBooking({ location_id: location.id, size_id: 1, client: { description: 'Pedido 77', document: '1.234.567-2' }, notes: 'Frágil' }),
    });
    expect(reply.status).toBe(201);
    const { data } = bookingReply.parse(reply.body);
    expect(data).toMatchObject({
      location: { id: location.id, description: location.description, address: location.address },
      door: { number: 1 },
      status: { id: 2, name: 'Reserva' },
      size: { id: 1, name: 'Pequeño', height: 9, width: 34, depth: 47 },
      pickup_code: null,
      insert_date: null,
      code_validity_hours: 72,
      provider: { id: tenant.id, name: tenant.name },
      client: { description: 'Pedido 77', document: '12345672' },
      notes: 'Frágil',
      whatsapp: false,
    });
    expect(data.insert_code).toMatch(/^\d{6}$/);
    // The drop-off code lapses 48 h after creation.
    const expiresIn = new Date(data.expiration_date).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(expiresIn).toBeLessThan(48 * 3_600_000 + 60_000);

    expect(await creditsOf(backend.db, tenant.id)).toBe(1000 - 122);
    const ledger = await ledgerOf(backend.db, tenant.id);
    expect(ledger).toEqual([
      expect.objectContaining({ bookingId: data.id, kind: 'booking_debit', amount: -122, balanceAfter: 878, createdBy: user.id }),
    ]);
    const history = await historyOf(backend.db, data.id);
    expect(history).toEqual([expect.objectContaining({ action: 'created', userId: user.id, statusFrom: null, statusTo: 2 })]);
  });

  it('charges each size its price without VAT: 147 medium, 163 large', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 1000 });
    expect((await backend.request('/booking', { token, json: buildBooking({ location_id: location.id, size_id: 2 }) })).status).toBe(201);
    expect(await creditsOf(backend.db, tenant.id)).toBe(1000 - 147);
    expect((await backend.request('/booking', { token, json: buildBooking({ location_id: location.id, size_id: 3 }) })).status).toBe(201);
    expect(await creditsOf(backend.db, tenant.id)).toBe(1000 - 147 - 163);
  });

  it('ignores status, provider, credits and codes sent in the body', async () => {
    const other = await seedBookingTenant(backend);
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 500 });
    const reply = await backend.request('/booking', {
      token,
      json: { ...buildBooking({ location_id: location.id }), status_id: 4, status: { id: 4 }, provider_id: other.tenant.id, credits: 99_999, insert_code: '000000', pickup_code: '111111' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.status.id).toBe(2);
    expect(reply.body.data.provider.id).toBe(tenant.id);
    expect(reply.body.data.insert_code).not.toBe('000000');
    expect(reply.body.data.pickup_code).toBeNull();
    expect(await creditsOf(backend.db, tenant.id)).toBe(500 - 122);
    expect(await creditsOf(backend.db, other.tenant.id)).toBe(10_000);
  });

  it('answers 422 with the spec messages, creating nothing', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend);
    const missing = await backend.request('/booking', { token, json: { client: {} } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      'client.description': ['Este campo es requerido'],
      location_id: ['Este campo es requerido'],
      size_id: ['Este campo es requerido'],
    });
    const bad = await backend.request('/booking', {
      token,
      json: buildBooking({ location_id: location.id, client: { description: '  ', email: 'no-es-correo' }, code_validity_hours: 337 }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['client.description']).toEqual(['Este campo es requerido']);
    expect(bad.body.errors['client.email']).toEqual(['El correo electrónico debe ser válido']);
    expect(bad.body.errors.code_validity_hours).toEqual(['Debe estar entre 1 y 336 horas']);
    const zero = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id, code_validity_hours: 0 }) });
    expect(zero.body.errors.code_validity_hours).toEqual(['Debe estar entre 1 y 336 horas']);
    expect(await countBookings(backend.db, tenant.id)).toBe(0);
    expect(await creditsOf(backend.db, tenant.id)).toBe(10_000);
  });

  it('accepts a CI with a wrong check digit: the warning never blocks', async () => {
    const { location, token } = await seedBookingTenant(backend);
    const reply = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id, client: { document: '1.234.567-0' } }) });
    expect(reply.status).toBe(201);
    expect(reply.body.data.client.document).toBe('12345670');
  });

  it("refuses another tenant's locker, a disabled locker and an unknown size with 422", async () => {
    const other = await seedBookingTenant(backend);
    const { tenant, token } = await seedBookingTenant(backend);
    const disabled = await createLocation(backend.db, { tenantId: tenant.id, enabled: false });
    for (const locationId of [other.location.id, disabled.id]) {
      const reply = await backend.request('/booking', { token, json: buildBooking({ location_id: locationId }) });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.location_id).toEqual(['El locker seleccionado no existe o no está habilitado']);
    }
    const size = await backend.request('/booking', { token, json: buildBooking({ location_id: other.location.id, size_id: 9 }) });
    expect(size.body.errors.size_id).toEqual(['El tamaño seleccionado no es válido']);
    expect(await countBookings(backend.db, other.tenant.id)).toBe(0);
    expect(await countBookings(backend.db, tenant.id)).toBe(0);
  });

  it('answers 402 Saldo Insuficiente and leaves the balance, ledger and doors as they were', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 121 });
    const reply = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) });
    expect(reply.status).toBe(402);
    expect(reply.body).toEqual({ message: 'Saldo Insuficiente' });
    expect(await creditsOf(backend.db, tenant.id)).toBe(121);
    expect(await ledgerOf(backend.db, tenant.id)).toEqual([]);
    expect(await countBookings(backend.db, tenant.id)).toBe(0);
  });

  it('answers 412 when no enabled door of the size is free', async () => {
    const { tenant, token } = await seedBookingTenant(backend, { doorSizes: [2] });
    const location = await createLocation(backend.db, { tenantId: tenant.id, doorSizes: [1, 1], disabledDoors: [2] });
    expect((await backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) })).status).toBe(201);
    const reply = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) });
    expect(reply.status).toBe(412);
    expect(reply.body).toEqual({
      message: 'No hay puertas libres de ese tamaño en el locker',
      error: { door: ['No hay puertas libres de ese tamaño en el locker'] },
    });
    expect(await creditsOf(backend.db, tenant.id)).toBe(10_000 - 122);
  });

  it('needs booking-create: 403 and nothing created', async () => {
    const { tenant, location } = await seedBookingTenant(backend);
    const viewer = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-show', 'booking-edit'] });
    const token = await backend.login(viewer.email, viewer.password);
    const reply = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) });
    expect(reply.status).toBe(403);
    expect(await countBookings(backend.db, tenant.id)).toBe(0);
    expect(await creditsOf(backend.db, tenant.id)).toBe(10_000);
  });
});

describe('concurrent creates', () => {
  it('ten creates racing for the last door: exactly one wins, the rest get 412', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { doorSizes: [1] });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(412)]);
    expect(await countBookings(backend.db, tenant.id)).toBe(1);
    expect(await creditsOf(backend.db, tenant.id)).toBe(10_000 - 122);
    expect(await ledgerOf(backend.db, tenant.id)).toHaveLength(1);
  });

  it('creates against a balance covering three: three win, the balance never goes below zero, the ledger adds up', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 122 * 3 + 50, doorSizes: Array<number>(10).fill(1) });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) })),
    );
    const created = replies.filter((r) => r.status === 201);
    expect(created).toHaveLength(3);
    expect(replies.filter((r) => r.status === 402)).toHaveLength(7);
    // Three different doors.
    expect(new Set(created.map((r) => r.body.data.door.id)).size).toBe(3);
    expect(await creditsOf(backend.db, tenant.id)).toBe(50);
    const ledger = await ledgerOf(backend.db, tenant.id);
    expect(ledger).toHaveLength(3);
    expect(ledger.every((row) => row.balanceAfter >= 0)).toBe(true);
    expect(122 * 3 + 50 + ledger.reduce((total, row) => total + row.amount, 0)).toBe(50);
    expect(ledger.at(-1)!.balanceAfter).toBe(50);
  });
});

describe('guarantees the database keeps on its own', () => {
  it('refuses a second active booking on a door, whatever the code path', async () => {
    const { tenant, location } = await seedBookingTenant(backend, { doorSizes: [1] });
    await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 3, pickupCode: '222222' });
    await expect(insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 2 })).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'bookings_active_door_unique' }),
    });
    // A finished booking on the same door is fine: it holds none.
    await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id, statusId: 4 });
  });
});
