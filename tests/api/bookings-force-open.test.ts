// POST /booking/{id}/force-open: 15 days after the recipient's notice (the drop-off) the tenant may open the door
// and take the parcel back: 10 Retirado Proveedor, door free, history says who; refused earlier, refused without
// the parcel in the locker, refused without booking-authorize, 404 for another tenant's booking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, doors } from '@/backend/db/schema';
import { forcedOpeningTooEarlyMessage, forcedOpeningWithdrewBy } from '@/backend/modules/bookings/force-open';
import { insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const day = 86_400_000;
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

async function tenantWithDoors(permissions?: string[]) {
  const tenant = await seedBookingTenant(backend, permissions ? { permissions } : {});
  const doorIds = (await backend.db.select({ id: doors.id }).from(doors).where(eq(doors.locationId, tenant.location.id))).map((d) => d.id);
  return { ...tenant, doorIds };
}
const rowOf = async (id: number) => (await backend.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const forceOpen = (id: number, token: string) => backend.request(`/booking/${id}/force-open`, { method: 'POST', token });

describe('POST /booking/{id}/force-open', () => {
  it('opens a door 15 days after the notice, from each status with the parcel inside, and logs who did it', async () => {
    const t = await tenantWithDoors();
    for (const [i, statusId] of [3, 6, 11].entries()) {
      const booking = await insertBooking(backend.db, {
        tenantId: t.tenant.id, locationId: t.location.id, doorId: t.doorIds[i]!, statusId, pickupCode: String(700000 + i), insertDate: new Date(Date.now() - 15 * day - 60_000),
      });
      const reply = await forceOpen(booking.id, t.token);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ status: { id: 10 }, withdrew_by: forcedOpeningWithdrewBy });
      const changes = await backend.request(`/booking/${booking.id}/changes`, { token: t.token });
      expect(changes.body.data.at(-1)).toMatchObject({ action: 'forced_open', status_from: { id: statusId }, status_to: { id: 10 }, user: { id: t.user.id } });
    }
    // The doors are free again: a new booking can take the first one.
    const again = await insertBooking(backend.db, { tenantId: t.tenant.id, locationId: t.location.id, doorId: t.doorIds[0]!, statusId: 2 });
    expect(again.doorId).toBe(t.doorIds[0]);
  });

  it('refuses before 15 days have passed, and without the parcel in the locker, changing nothing', async () => {
    const t = await tenantWithDoors();
    const early = await insertBooking(backend.db, {
      tenantId: t.tenant.id, locationId: t.location.id, doorId: t.doorIds[0]!, statusId: 3, pickupCode: '710001', insertDate: new Date(Date.now() - 14 * day),
    });
    const refused = await forceOpen(early.id, t.token);
    expect(refused.status).toBe(412);
    expect(refused.body.error.status).toEqual([forcedOpeningTooEarlyMessage]);
    expect((await rowOf(early.id)).statusId).toBe(3);

    const booked = await insertBooking(backend.db, { tenantId: t.tenant.id, locationId: t.location.id, doorId: t.doorIds[1]!, statusId: 2, insertDate: null });
    const notInside = await forceOpen(booked.id, t.token);
    expect(notInside.status).toBe(412);
    expect(notInside.body.error.status).toEqual(['Solo se puede forzar la apertura de una puerta con el paquete en el locker.']);
    expect((await rowOf(booked.id)).statusId).toBe(2);
  });

  it("needs booking-authorize, and another tenant's booking is a 404", async () => {
    const t = await tenantWithDoors();
    const operator = await seedBookingTenant(backend, { permissions: ['booking-show', 'booking-edit'] });
    const other = await seedBookingTenant(backend);
    const booking = await insertBooking(backend.db, {
      tenantId: t.tenant.id, locationId: t.location.id, doorId: t.doorIds[0]!, statusId: 3, pickupCode: '720001', insertDate: new Date(Date.now() - 20 * day),
    });
    expect((await forceOpen(booking.id, operator.token)).status).toBe(403);
    expect((await forceOpen(booking.id, other.token)).status).toBe(404);
    expect((await rowOf(booking.id)).statusId).toBe(3);
  });
});
