// The locker's calls: drop-off with the drop-off code, pickup with the pickup code and the CI digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceReply } from '@/contract/locker-device';
import { bookingRow, historyOf, outboxOf, seedBookingTenant, createBookingViaApi, type BookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';
import { eq } from 'drizzle-orm';
import { bookings } from '@/backend/db/schema';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

type Tenant = BookingTenant;
const create = (t: Tenant, overrides: Record<string, unknown> = {}) => createBookingViaApi(backend, t, overrides);

const dropOff = (t: Tenant, insert_code: string, locationId = t.location.id) =>
  backend.request(`/locker-device/${locationId}/drop-off`, { token: t.token, json: { insert_code } });
const pickup = (t: Tenant, json: Record<string, unknown>) => backend.request(`/locker-device/${t.location.id}/pickup`, { token: t.token, json });

describe('POST /locker-device/{locationId}/drop-off', () => {
  it('moves Reserva to Ingresado, issues the pickup code, sets the deadline and queues the notices', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t, { whatsapp: true, code_validity_hours: 24, client: { email: 'dest@example.com', phone_number: '099123456', phone_country: '+598' } });
    const before = Date.now();
    const reply = await dropOff(t, b.insert_code);
    expect(reply.status).toBe(200);
    expect(deviceReply.parse(reply.body).data).toEqual({ booking_id: b.id, door: b.door, status: { id: 3, name: 'Ingresado' } });
    const row = await bookingRow(backend.db, b.id);
    expect(row.pickupCode).toMatch(/^\d{6}$/);
    expect(row.insertDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.expirationDate.getTime() - row.insertDate!.getTime()).toBe(24 * 3_600_000);
    const outbox = await outboxOf(backend.db, b.id);
    expect(outbox.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'dest@example.com'],
      ['whatsapp', '+598 099123456'],
    ]);
    expect(outbox[0]!.payload).toMatchObject({ booking_id: b.id, pickup_code: row.pickupCode });
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({ action: 'dropped_off', statusFrom: 2, statusTo: 3, userId: t.user.id });
    // The code has been used.
    expect((await dropOff(t, b.insert_code)).status).toBe(412);
  });

  it('refuses a wrong code, a lapsed code and a code of another locker with 412, changing nothing', async () => {
    const t = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    const b = await create(t);
    const wrong = await dropOff(t, b.insert_code === '999999' ? '999998' : '999999');
    expect(wrong.status).toBe(412);
    expect(wrong.body.error).toEqual({ insert_code: ['Código de ingreso incorrecto o vencido'] });
    const foreign = await create(other);
    expect((await dropOff(t, foreign.insert_code)).status).toBe(412);
    await backend.db.update(bookings).set({ expirationDate: new Date(Date.now() - 1000) }).where(eq(bookings.id, b.id));
    expect((await dropOff(t, b.insert_code)).status).toBe(412);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(2);
    expect((await bookingRow(backend.db, foreign.id)).statusId).toBe(2);
  });

  it("answers 404 for another tenant's locker, 422 for a malformed code and 401 without a token", async () => {
    const t = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    const b = await create(other);
    expect((await dropOff(t, b.insert_code, other.location.id)).status).toBe(404);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(2);
    const malformed = await dropOff(t, '12');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.insert_code).toEqual(['El código debe tener 6 dígitos']);
    expect((await backend.request(`/locker-device/${t.location.id}/drop-off`, { json: { insert_code: '123456' } })).status).toBe(401);
  });
});

describe('POST /locker-device/{locationId}/pickup', () => {
  async function droppedOff(t: Tenant, client: Record<string, unknown> = {}, sizeId = 1) {
    const b = await create(t, { size_id: sizeId, client });
    expect((await dropOff(t, b.insert_code)).status).toBe(200);
    return { ...b, pickupCode: (await bookingRow(backend.db, b.id)).pickupCode! };
  }

  it('needs the pickup code and at least the last 4 digits of the CI', async () => {
    const t = await seedBookingTenant(backend);
    const b = await droppedOff(t, { document: '1.234.567-2' });
    const wrongCode = await pickup(t, { pickup_code: b.pickupCode === '000001' ? '000002' : '000001', document_digits: '5672' });
    expect(wrongCode.body).toEqual({ message: 'Código de retiro incorrecto', error: { pickup_code: ['Código de retiro incorrecto'] } });
    const missing = await pickup(t, { pickup_code: b.pickupCode });
    expect(missing.status).toBe(412);
    expect(missing.body.error).toEqual({ document_digits: ['Ingrese al menos los últimos 4 dígitos de la CI'] });
    expect((await pickup(t, { pickup_code: b.pickupCode, document_digits: '672' })).body.error.document_digits).toEqual([
      'Ingrese al menos los últimos 4 dígitos de la CI',
    ]);
    expect((await pickup(t, { pickup_code: b.pickupCode, document_digits: '5673' })).body.error).toEqual({
      document_digits: ['Los dígitos de la CI no coinciden'],
    });
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(3);

    const ok = await pickup(t, { pickup_code: b.pickupCode, document_digits: '4567-2' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toEqual({ id: 4, name: 'Retirado' });
    const row = await bookingRow(backend.db, b.id);
    expect(row.withdrawalDate).not.toBeNull();
    expect(row.withdrewBy).toBe('Destinatario (código de retiro)');
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({ action: 'picked_up', statusFrom: 3, statusTo: 4 });
    // The door is free again: a new booking of that size gets it.
    expect((await create(t)).door.id).toBe(b.door.id);
  });

  it('needs no digits when the booking has no document; works from Autorizacion retiro', async () => {
    const t = await seedBookingTenant(backend);
    const plain = await droppedOff(t, { document: null });
    expect((await pickup(t, { pickup_code: plain.pickupCode })).status).toBe(200);
    const authorised = await droppedOff(t, { document: null }, 2);
    await backend.request(`/booking/${authorised.id}/authorize`, { token: t.token, method: 'POST' });
    const reply = await pickup(t, { pickup_code: authorised.pickupCode });
    expect(reply.status).toBe(200);
    expect((await historyOf(backend.db, authorised.id)).at(-1)).toMatchObject({ statusFrom: 11, statusTo: 4 });
  });

  it('refuses an expired pickup until the sender extends it', async () => {
    const t = await seedBookingTenant(backend);
    const b = await droppedOff(t);
    await backend.db.update(bookings).set({ expirationDate: new Date(Date.now() - 1000) }).where(eq(bookings.id, b.id));
    const late = await pickup(t, { pickup_code: b.pickupCode });
    expect(late.status).toBe(412);
    expect(late.body.error.pickup_code).toEqual(['El plazo de retiro venció. Comuníquese con el remitente.']);
    await backend.request(`/booking/${b.id}/extend`, { token: t.token, json: { days: 5 } });
    expect((await pickup(t, { pickup_code: b.pickupCode })).status).toBe(200);
  });
});
