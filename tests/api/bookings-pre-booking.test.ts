// Pre-bookings (status 1, permission booking-create-pre): the door and a code are held without charging;
// confirming charges and starts the 48 h drop-off window; unconfirmed ones lapse; the locker refuses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBookings } from '@/backend/jobs/sweep-bookings';
import { bookingRow, creditsOf, createBookingViaApi, historyOf, ledgerOf, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const hour = 3_600_000;
const preBook = (t: BookingTenant, overrides: Record<string, unknown> = {}) => createBookingViaApi(backend, t, { pre_booking: true, size_id: 1, ...overrides });
const confirm = (t: BookingTenant, id: number) => backend.request(`/booking/${id}/confirm`, { token: t.token, method: 'POST' });

describe('pre-bookings', () => {
  it('hold a door and a code as Pre reserva, charging nothing', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const pre = await preBook(t);
    const row = await bookingRow(backend.db, pre.id);
    expect(row).toMatchObject({ statusId: 1, doorId: pre.door.id });
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000);
    expect(await ledgerOf(backend.db, t.tenant.id)).toEqual([]);
    expect((await historyOf(backend.db, pre.id))[0]).toMatchObject({ action: 'pre_booked', statusTo: 1 });
    // The only small door is held: another booking of that size finds none.
    const other = await backend.request('/booking', { token: t.token, json: { client: { description: 'Otra' }, location_id: t.location.id, size_id: 1 } });
    expect(other.status).toBe(412);
  });

  it('need booking-create-pre: booking-create alone is refused and nothing is made', async () => {
    const t = await seedBookingTenant(backend);
    const operator = await createUser(backend.db, { tenantId: t.tenant.id, permissions: ['booking-create', 'booking-show'] });
    const token = await backend.login(operator.email, operator.password);
    const reply = await backend.request('/booking', { token, json: { client: { description: 'Sin permiso' }, location_id: t.location.id, size_id: 1, pre_booking: true } });
    expect(reply.status).toBe(403);
    const list = await backend.request('/booking', { token: t.token });
    expect(list.body.meta.total).toBe(0);
  });

  it('are refused by the locker until confirmed', async () => {
    const t = await seedBookingTenant(backend);
    const pre = await preBook(t);
    const dropOff = () => backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: pre.insert_code } });
    const refused = await dropOff();
    expect(refused.status).toBe(412);
    expect(refused.body).toEqual({ message: 'Código de ingreso incorrecto o vencido', error: { insert_code: ['Código de ingreso incorrecto o vencido'] } });
    expect((await bookingRow(backend.db, pre.id)).statusId).toBe(1);
    // Once confirmed, the same code opens the door.
    expect((await confirm(t, pre.id)).status).toBe(200);
    const accepted = await dropOff();
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ booking_id: pre.id, door: { id: pre.door.id }, status: { id: 3 } });
  });

  it('confirming charges the price, gives 48 h from now and makes a Reserva; twice is a 412', async () => {
    const t = await seedBookingTenant(backend);
    const pre = await preBook(t);
    const reply = await confirm(t, pre.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: pre.id, status: { id: 2 }, door: { id: pre.door.id } });
    const expires = new Date(reply.body.data.expiration_date).getTime();
    expect(Math.abs(expires - (Date.now() + 48 * hour))).toBeLessThan(60_000);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - 122);
    expect(await ledgerOf(backend.db, t.tenant.id)).toEqual([expect.objectContaining({ kind: 'booking_debit', amount: -122, bookingId: pre.id, balanceAfter: 10_000 - 122 })]);
    expect((await historyOf(backend.db, pre.id)).at(-1)).toMatchObject({ action: 'confirmed', statusFrom: 1, statusTo: 2 });

    const again = await confirm(t, pre.id);
    expect(again.status).toBe(412);
    expect(again.body.message).toBe('Solo se puede confirmar una pre reserva.');
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - 122);
  });

  it('confirming without credit is a 402 "Saldo Insuficiente" and it stays a pre-booking', async () => {
    const t = await seedBookingTenant(backend, { credits: 100 });
    const pre = await preBook(t);
    const reply = await confirm(t, pre.id);
    expect(reply.status).toBe(402);
    expect(reply.body.message).toBe('Saldo Insuficiente');
    expect((await bookingRow(backend.db, pre.id)).statusId).toBe(1);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(100);
  });

  it('deleting one frees the door and refunds nothing (nothing was charged)', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const pre = await preBook(t);
    const reply = await backend.request(`/booking/${pre.id}`, { token: t.token, method: 'DELETE' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.status.id).toBe(9);
    expect(await ledgerOf(backend.db, t.tenant.id)).toEqual([]);
    // The locker's only small door takes the next booking.
    const next = await createBookingViaApi(backend, t, { size_id: 1 });
    expect(next.door.id).toBe(pre.door.id);
  });

  it('lapse to Eliminada when not confirmed within 48 h, freeing the door', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const pre = await preBook(t);
    // The sweep is global: other tests' pre-bookings may lapse too, so this one's row is what is checked.
    await sweepBookings(backend.db, { now: new Date(Date.now() + 47 * hour) });
    expect((await bookingRow(backend.db, pre.id)).statusId).toBe(1);
    expect((await sweepBookings(backend.db, { now: new Date(Date.now() + 49 * hour) })).preBookingsLapsed).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(backend.db, pre.id)).statusId).toBe(9);
    expect((await historyOf(backend.db, pre.id)).at(-1)).toMatchObject({ action: 'pre_booking_lapsed', statusFrom: 1, statusTo: 9, userId: null });
    const next = await createBookingViaApi(backend, t, { size_id: 1 });
    expect(next.door.id).toBe(pre.door.id);
  });
});
