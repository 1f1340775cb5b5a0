// The timed sweep with a controllable clock: lapsed drop-off codes, expired pickups, idempotence, the lock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLocks } from '@/backend/db/advisory-locks';
import { sweepBookings } from '@/backend/jobs/sweep-bookings';
import { bookingRow, buildBooking, historyOf, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const hour = 3_600_000;

describe('sweepBookings', () => {
  it('lapses a drop-off code after 48 h (door freed) and expires an uncollected parcel, once', async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1, 2] });
    const booked = (await backend.request('/booking', { token: t.token, json: buildBooking({ location_id: t.location.id, size_id: 1 }) })).body.data;
    const parcel = (await backend.request('/booking', { token: t.token, json: buildBooking({ location_id: t.location.id, size_id: 2, code_validity_hours: 24 }) })).body.data;
    await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: parcel.insert_code } });
    const start = Date.now();

    // Before any deadline: nothing moves.
    expect(await sweepBookings(backend.db, { now: new Date(start + 23 * hour) })).toEqual({ skipped: false, lapsed: 0, expired: 0, preBookingsLapsed: 0 });

    // 25 h: the parcel (24 h validity) is past its pickup deadline; the reservation is not yet 48 h old.
    expect(await sweepBookings(backend.db, { now: new Date(start + 25 * hour) })).toEqual({ skipped: false, lapsed: 0, expired: 1, preBookingsLapsed: 0 });
    expect((await bookingRow(backend.db, parcel.id)).statusId).toBe(6);
    expect((await bookingRow(backend.db, booked.id)).statusId).toBe(2);

    const at49 = new Date(start + 49 * hour);
    expect(await sweepBookings(backend.db, { now: at49 })).toEqual({ skipped: false, lapsed: 1, expired: 0, preBookingsLapsed: 0 });
    expect((await bookingRow(backend.db, booked.id)).statusId).toBe(5);
    // Idempotent: a second run at the same time finds nothing more.
    expect(await sweepBookings(backend.db, { now: at49 })).toEqual({ skipped: false, lapsed: 0, expired: 0, preBookingsLapsed: 0 });

    expect((await historyOf(backend.db, booked.id)).slice(1)).toEqual([
      expect.objectContaining({ action: 'code_lapsed', statusFrom: 2, statusTo: 5, userId: null, createdAt: at49 }),
    ]);
    expect((await historyOf(backend.db, parcel.id)).at(-1)).toMatchObject({ action: 'pickup_expired', statusFrom: 3, statusTo: 6, userId: null });

    // The lapsed booking's door is free: a new small booking gets it.
    const next = await backend.request('/booking', { token: t.token, json: buildBooking({ location_id: t.location.id, size_id: 1 }) });
    expect(next.body.data.door.id).toBe(booked.door.id);
  });

  it('leaves authorised withdrawals and finished bookings alone', async () => {
    const t = await seedBookingTenant(backend);
    const b = (await backend.request('/booking', { token: t.token, json: buildBooking({ location_id: t.location.id }) })).body.data;
    await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } });
    await backend.request(`/booking/${b.id}/authorize`, { token: t.token, method: 'POST' });
    // A finished one: dropped off and collected (4 Retirado); its deadline is long past at the sweep's time.
    const done = (await backend.request('/booking', { token: t.token, json: buildBooking({ location_id: t.location.id, size_id: 2 }) })).body.data;
    await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: done.insert_code } });
    const { pickupCode } = await bookingRow(backend.db, done.id);
    expect((await backend.request(`/locker-device/${t.location.id}/pickup`, { token: t.token, json: { pickup_code: pickupCode } })).status).toBe(200);
    const finished = await bookingRow(backend.db, done.id);
    expect(finished.statusId).toBe(4);
    const now = new Date(Date.now() + 400 * hour);
    expect(finished.expirationDate.getTime()).toBeLessThan(now.getTime());

    const result = await sweepBookings(backend.db, { now });
    expect((await bookingRow(backend.db, b.id)).statusId).toBe(11);
    expect(await bookingRow(backend.db, done.id)).toEqual(finished);
    expect(result.skipped).toBe(false);
  });

  it('skips while another instance holds the sweep lock', async (context) => {
    if (backend.database.kind !== 'postgres') context.skip('PGlite is one process: there is no other instance');
    const pg = await import('pg');
    const other = new pg.default.Client({ connectionString: backend.database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [advisoryLocks.sweepBookings]);
      expect(await sweepBookings(backend.db, { now: new Date(Date.now() + 1000 * hour) })).toEqual({ skipped: true, lapsed: 0, expired: 0, preBookingsLapsed: 0 });
      await other.query('rollback');
      expect((await sweepBookings(backend.db, { now: new Date() })).skipped).toBe(false);
    } finally {
      await other.end();
    }
  });

  it('uses the same active statuses as the partial unique indexes', async () => {
    const { activeStatuses } = await import('@/backend/modules/bookings/booking-rules');
    const [row] = await backend.db
      .select({ definition: sql<string>`pg_get_indexdef('bookings_active_door_unique'::regclass)` })
      .from(sql`(select 1) as one`);
    expect(row!.definition).toContain(`ARRAY[${activeStatuses.join(', ')}]`);
  });
});
