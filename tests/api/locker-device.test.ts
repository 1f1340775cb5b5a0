// The locker's calls: drop-off with the drop-off code, pickup with the pickup code and the CI digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceReply } from '@/contract/locker-device';
import { bookingRow, historyOf, outboxOf, seedBookingTenant, createBookingViaApi, type BookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';
import { eq, sql } from 'drizzle-orm';
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
    const b = await create(t, { whatsapp: true, code_validity_hours: 24, client: { email: 'dest@example.com', phone_number: '099123456', phone_country: 'UY' } });
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
    expect(missing.body.error).toEqual({ document_digits: ['Ingresá al menos los últimos 4 dígitos de la CI'] });
    expect((await pickup(t, { pickup_code: b.pickupCode, document_digits: '672' })).body.error.document_digits).toEqual([
      'Ingresá al menos los últimos 4 dígitos de la CI',
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

  it('refuses a pickup past the 24 h collection window until the sender extends it', async () => {
    const t = await seedBookingTenant(backend);
    const b = await droppedOff(t);
    await backend.db.update(bookings).set({ expirationDate: new Date(Date.now() - 24 * 3_600_000 - 1000) }).where(eq(bookings.id, b.id));
    const late = await pickup(t, { pickup_code: b.pickupCode });
    expect(late.status).toBe(412);
    expect(late.body.error.pickup_code).toEqual(['El plazo de retiro venció. Comunicate con el remitente.']);
    await backend.request(`/booking/${b.id}/extend`, { token: t.token, json: { days: 5 } });
    expect((await pickup(t, { pickup_code: b.pickupCode })).status).toBe(200);
  });
});

describe('who may call the locker, and how many wrong codes it takes', () => {
  /** The locker has one door of each size (1, 2, 3). */
  async function droppedOffParcel(t: Tenant, sizeId: number, client: Record<string, unknown> = { document: null }) {
    const b = await create(t, { size_id: sizeId, client });
    expect((await dropOff(t, b.insert_code)).status).toBe(200);
    return { ...b, pickupCode: (await bookingRow(backend.db, b.id)).pickupCode! };
  }
  /** Six-digit codes that are none of `taken`. */
  function wrongCodes(count: number, ...taken: string[]) {
    const codes: string[] = [];
    for (let n = 100_000; codes.length < count; n++) if (!taken.includes(String(n))) codes.push(String(n));
    return codes;
  }
  /** Moves a counter's windows back in time, as if the minutes had passed. */
  async function ageCounters(bucket: string, seconds: number) {
    await backend.db.execute(sql`update public_rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where bucket = ${bucket}`);
  }
  const tooMany = { message: 'Demasiados intentos con códigos incorrectos. Esperá unos minutos e intentá nuevamente.' };

  it('needs location-restart: other back-office users (booking permissions, user-edit) get 403 and change nothing', async () => {
    const t = await seedBookingTenant(backend);
    const booked = await create(t, { size_id: 1 });
    const parcel = await droppedOffParcel(t, 2);
    const historyBefore = [(await historyOf(backend.db, booked.id)).length, (await historyOf(backend.db, parcel.id)).length];
    for (const permissions of [['booking-show', 'booking-create', 'booking-edit', 'booking-authorize'], ['booking-show'], ['user-edit', 'location-enable']]) {
      const user = await createUser(backend.db, { tenantId: t.tenant.id, permissions });
      const token = await backend.login(user.email, user.password);
      const drop = await backend.request(`/locker-device/${t.location.id}/drop-off`, { token, json: { insert_code: booked.insert_code } });
      expect(drop.status).toBe(403);
      const take = await backend.request(`/locker-device/${t.location.id}/pickup`, { token, json: { pickup_code: parcel.pickupCode } });
      expect(take.status).toBe(403);
    }
    expect((await bookingRow(backend.db, booked.id)).statusId).toBe(2);
    expect((await bookingRow(backend.db, parcel.id)).statusId).toBe(3);
    expect(await outboxOf(backend.db, booked.id)).toEqual([]);
    expect([(await historyOf(backend.db, booked.id)).length, (await historyOf(backend.db, parcel.id)).length]).toEqual(historyBefore);

    // The tenant's device account holds location-restart and nothing else.
    const device = await createUser(backend.db, { tenantId: t.tenant.id, permissions: ['location-restart'] });
    const token = await backend.login(device.email, device.password);
    expect((await backend.request(`/locker-device/${t.location.id}/drop-off`, { token, json: { insert_code: booked.insert_code } })).status).toBe(200);
    expect((await backend.request(`/locker-device/${t.location.id}/pickup`, { token, json: { pickup_code: parcel.pickupCode } })).status).toBe(200);
    // …and still only at its own tenant's lockers.
    const other = await seedBookingTenant(backend);
    const foreign = await create(other);
    expect((await backend.request(`/locker-device/${other.location.id}/drop-off`, { token, json: { insert_code: foreign.insert_code } })).status).toBe(404);
    expect((await bookingRow(backend.db, foreign.id)).statusId).toBe(2);
  });

  it("locks a locker's pickup keypad after 10 wrong codes, right codes included, until the minutes pass", async () => {
    const t = await seedBookingTenant(backend);
    const first = await droppedOffParcel(t, 1);
    const parcel = await droppedOffParcel(t, 2);
    const guesses = wrongCodes(12, first.pickupCode, parcel.pickupCode);
    for (const code of guesses.slice(0, 9)) expect((await pickup(t, { pickup_code: code })).status).toBe(412);
    // A right code is not a wrong guess: it does not count.
    expect((await pickup(t, { pickup_code: first.pickupCode })).status).toBe(200);
    expect((await pickup(t, { pickup_code: guesses[9]! })).status).toBe(412);

    const locked = await pickup(t, { pickup_code: guesses[10]! });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(tooMany);
    const right = await pickup(t, { pickup_code: parcel.pickupCode });
    expect(right.status).toBe(429);
    expect((await bookingRow(backend.db, parcel.id)).statusId).toBe(3);
    expect((await historyOf(backend.db, parcel.id)).at(-1)).toMatchObject({ action: 'dropped_off' });

    // Couriers at the same locker, and other lockers, are not locked out.
    expect((await droppedOffParcel(t, 3)).pickupCode).toMatch(/^\d{6}$/);
    const elsewhere = await seedBookingTenant(backend);
    const there = await droppedOffParcel(elsewhere, 1);
    expect((await pickup(elsewhere, { pickup_code: there.pickupCode })).status).toBe(200);

    await ageCounters(`locker-device:pickup:location:${t.location.id}`, 2 * 300);
    expect((await pickup(t, { pickup_code: parcel.pickupCode })).status).toBe(200);
    expect((await bookingRow(backend.db, parcel.id)).statusId).toBe(4);
  });

  it('locks drop-off codes per locker as well', async () => {
    const t = await seedBookingTenant(backend);
    const b = await create(t);
    for (const code of wrongCodes(10, b.insert_code)) expect((await dropOff(t, code)).status).toBe(412);
    expect((await dropOff(t, b.insert_code)).status).toBe(429);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(2);
    expect(await outboxOf(backend.db, b.id)).toEqual([]);
  });

  it('refuses a booking after 5 wrong CI digits, the right ones included, until the window passes', async () => {
    const t = await seedBookingTenant(backend);
    const b = await droppedOffParcel(t, 1, { document: '1.234.567-2' });
    // Missing digits are a prompt, not a guess.
    expect((await pickup(t, { pickup_code: b.pickupCode })).status).toBe(412);
    for (const digits of ['0000', '1111', '2222', '3333', '4444']) {
      expect((await pickup(t, { pickup_code: b.pickupCode, document_digits: digits })).body.error).toEqual({ document_digits: ['Los dígitos de la CI no coinciden'] });
    }
    const locked = await pickup(t, { pickup_code: b.pickupCode, document_digits: '5672' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(tooMany);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(3);
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({ action: 'dropped_off' });
    // Another booking at the same locker is not affected.
    const other = await droppedOffParcel(t, 2, { document: '4.444.444-4' });
    expect((await pickup(t, { pickup_code: other.pickupCode, document_digits: '4444' })).status).toBe(200);

    await ageCounters(`locker-device:document:booking:${b.id}`, 2 * 1800);
    expect((await pickup(t, { pickup_code: b.pickupCode, document_digits: '5672' })).status).toBe(200);
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(4);
  });

  it('lets no more than 10 of many simultaneous wrong codes through to a 412', async () => {
    const t = await seedBookingTenant(backend);
    const parcel = await droppedOffParcel(t, 1);
    const replies = await Promise.all(wrongCodes(20, parcel.pickupCode).map((code) => pickup(t, { pickup_code: code })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 412 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 412).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect((await bookingRow(backend.db, parcel.id)).statusId).toBe(3);
  });
});
