// GET /dashboard/reports (datstudio-show-data): the last 30 days of the caller's tenant only — bookings made, expired,
// collected (with the mean wait in the locker) and the busiest lockers; refused without the permission.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, doors } from '@/backend/db/schema';
import { dashboardReportsReply } from '@/contract/dashboard';
import { insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
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

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * 86_400_000 - hours * 3_600_000);

describe('GET /dashboard/reports', () => {
  it("sums up the tenant's last 30 days", async () => {
    const t = await seedBookingTenant(backend, { doorSizes: [1, 1, 1, 1, 1, 1, 1, 1] });
    const tenantId = t.tenant.id;
    const second = await createLocation(backend.db, { tenantId, description: 'Segundo locker', doorSizes: [1, 1] });
    const doorsOf = async (locationId: number) => (await backend.db.select({ id: doors.id }).from(doors).where(eq(doors.locationId, locationId))).map((d) => d.id);
    const free = { [t.location.id]: await doorsOf(t.location.id), [second.id]: await doorsOf(second.id) };
    // Each booking on a door of its own: active ones hold theirs.
    const made = async (locationId: number, statusId: number, createdAt: Date) =>
      insertBooking(backend.db, { tenantId, locationId, statusId, createdAt, doorId: free[locationId]!.shift() });
    await made(t.location.id, 2, daysAgo(1));
    await made(t.location.id, 5, daysAgo(2));
    await made(t.location.id, 6, daysAgo(3));
    await made(second.id, 2, daysAgo(4));
    // Collected in the period: 10 h and 20 h in the locker; one made before the period counts as a pickup only.
    for (const [createdAt, hours] of [[daysAgo(5), 10], [daysAgo(40), 20]] as const) {
      const booking = await made(t.location.id, 4, createdAt);
      await backend.db.update(bookings).set({ insertDate: daysAgo(2, hours), withdrawalDate: daysAgo(2) }).where(eq(bookings.id, booking.id));
    }
    await made(t.location.id, 2, daysAgo(31));
    const other = await seedBookingTenant(backend);
    await insertBooking(backend.db, { tenantId: other.tenant.id, locationId: other.location.id, statusId: 2 });

    const reply = await backend.request('/dashboard/reports', { token: t.token });
    expect(reply.status).toBe(200);
    expect(dashboardReportsReply.parse(reply.body)).toEqual({
      days: 30,
      created: 5,
      pickedUp: 2,
      expired: 2,
      averagePickupHours: 15,
      byLocker: [
        { location_id: t.location.id, description: t.location.description, created: 4 },
        { location_id: second.id, description: 'Segundo locker', created: 1 },
      ],
    });
  });

  it('needs datstudio-show-data', async () => {
    const t = await seedBookingTenant(backend);
    const user = await createUser(backend.db, { tenantId: t.tenant.id, permissions: ['booking-show', 'billing-show'] });
    const reply = await backend.request('/dashboard/reports', { token: await backend.login(user.email, user.password) });
    expect(reply.status).toBe(403);
    const allowed = await createUser(backend.db, { tenantId: t.tenant.id, permissions: ['datstudio-show-data'] });
    expect((await backend.request('/dashboard/reports', { token: await backend.login(allowed.email, allowed.password) })).status).toBe(200);
  });
});
