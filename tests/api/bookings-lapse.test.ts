// A lapsed drop-off code (docs/domain/limits.md: "a fee is due"): the charge stays earned through renew and delete; renew
// refuses a disabled locker like create does; and the "Eliminada" status filter (18) finds deleted bookings.
// Own backend: the sweep runs over every booking of the database, so no other file's bookings move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBookings } from '@/backend/jobs/sweep-bookings';
import { bookingStatus } from '@/backend/modules/bookings/booking-rules';
import { bookingTransactionsReply } from '@/contract/bookings';
import { bookingRow, buildBooking, createBookingViaApi, creditsOf, historyOf, insertBooking, ledgerOf, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const price = 122; // a small door: 149 UYU with VAT → 122 credits
const post = (t: BookingTenant, id: number, action: string) => backend.request(`/booking/${id}/${action}`, { token: t.token, method: 'POST' });
const remove = (t: BookingTenant, id: number) => backend.request(`/booking/${id}`, { token: t.token, method: 'DELETE' });
/** The scheduler's sweep, run as if the 48 h drop-off window had passed. */
const lapseAll = () => sweepBookings(backend.db, { now: new Date(Date.now() + 49 * 3_600_000) });

async function lapsedBooking(t: BookingTenant) {
  const b = await createBookingViaApi(backend, t, { size_id: 1 });
  expect((await lapseAll()).lapsed).toBeGreaterThanOrEqual(1);
  expect((await bookingRow(backend.db, b.id)).statusId).toBe(bookingStatus.dropOffExpired);
  return b;
}

describe('the lapse fee (docs/domain/limits.md)', () => {
  it('create → lapse → renew → delete keeps the fee: renew charges nothing and delete refunds nothing', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const b = await lapsedBooking(t);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - price);

    const renewed = await post(t, b.id, 'renew');
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.status.id).toBe(bookingStatus.booked);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - price);

    const deleted = await remove(t, b.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.status).toEqual({ id: 9, name: 'Eliminada' });
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - price);
    const tx = bookingTransactionsReply.parse((await backend.request(`/booking/${b.id}/transactions`, { token: t.token })).body);
    expect(tx.data.map((m) => [m.kind, m.charge])).toEqual([['booking_debit', -price]]);
    expect((await historyOf(backend.db, b.id)).map((h) => h.action)).toEqual(['created', 'code_lapsed', 'renewed', 'deleted']);
  });

  it('a booking that never lapsed is still refunded in full when deleted', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const b = await createBookingViaApi(backend, t, { size_id: 1 });
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - price);
    expect((await remove(t, b.id)).status).toBe(200);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000);
  });

  it('deleting the lapsed booking without renewing keeps the fee too', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const b = await lapsedBooking(t);
    expect((await remove(t, b.id)).status).toBe(200);
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - price);
    expect(await ledgerOf(backend.db, t.tenant.id)).toHaveLength(1);
  });
});

describe('POST /booking/{id}/renew on a disabled locker', () => {
  it('is refused with the same 422 as creating there, and the booking, its door and the balance stay as they were', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1] });
    const b = await lapsedBooking(t);
    const before = await bookingRow(backend.db, b.id);
    expect((await backend.request(`/locker/${t.location.id}/toggle-enable`, { token: t.token, json: { enabled: false } })).status).toBe(200);

    const created = await backend.request('/booking', { token: t.token, json: buildBooking({ location_id: t.location.id, size_id: 1 }) });
    expect(created.status).toBe(422);
    const renewed = await post(t, b.id, 'renew');
    expect(renewed.status).toBe(422);
    expect(renewed.body.errors).toEqual({ location_id: ['El locker seleccionado no existe o no está habilitado'] });
    expect(renewed.body.errors.location_id).toEqual(created.body.errors.location_id);

    expect(await bookingRow(backend.db, b.id)).toEqual(before);
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({ action: 'code_lapsed' });
    expect(await creditsOf(backend.db, t.tenant.id)).toBe(10_000 - price);

    // Enabled again, the same renewal goes through.
    expect((await backend.request(`/locker/${t.location.id}/toggle-enable`, { token: t.token, json: { enabled: true } })).status).toBe(200);
    const retried = await post(t, b.id, 'renew');
    expect(retried.status).toBe(200);
    expect(retried.body.data.status.id).toBe(bookingStatus.booked);
  });
});

describe('GET /booking?status=18 ("Eliminada", docs/domain/bookings.md)', () => {
  it('lists deleted bookings (stored as 9, or 18 in older data) and a swept pre-booking, and nothing else', async () => {
    const t = await seedBookingTenant(backend);
    const deleted = await createBookingViaApi(backend, t);
    expect((await remove(t, deleted.id)).status).toBe(200);
    const pre = await createBookingViaApi(backend, t, { pre_booking: true });
    await lapseAll();
    expect((await bookingRow(backend.db, pre.id)).statusId).toBe(9);
    const legacy = await insertBooking(backend.db, { tenantId: t.tenant.id, locationId: t.location.id, statusId: 18 });
    const open = await createBookingViaApi(backend, t);

    const ids = async (query: string) => {
      const reply = await backend.request(`/booking?withPagination=true&${query}`, { token: t.token });
      expect(reply.status).toBe(200);
      return (reply.body.data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
    };
    const allDeleted = [deleted.id, pre.id, legacy.id].sort((a, b) => a - b);
    expect(await ids('status=18')).toEqual(allDeleted);
    expect(await ids('status=9')).toEqual(allDeleted);
    expect(await ids('status=2')).toEqual([open.id]);
    expect(await ids('status=2,18')).toEqual([...allDeleted, open.id].sort((a, b) => a - b));
    // Another tenant's deleted bookings stay out.
    const other = await seedBookingTenant(backend);
    const theirs = await createBookingViaApi(backend, other);
    expect((await remove(other, theirs.id)).status).toBe(200);
    expect(await ids('status=18')).toEqual(allDeleted);
    const theirIds = (await backend.request('/booking?withPagination=true&status=18', { token: other.token })).body.data.map((row: { id: number }) => row.id);
    expect(theirIds).toEqual([theirs.id]);
  });
});
