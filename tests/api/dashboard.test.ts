// GET /dashboard: counts per status, credits, free doors and availability of the caller's tenant only.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doors } from '@/backend/db/schema';
import { dashboardReply } from '@/contract/dashboard';
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

describe('GET /dashboard', () => {
  it("counts the tenant's bookings by status, its credits and its free doors", async () => {
    const t = await seedBookingTenant(backend, { credits: 777, custom: true, doorSizes: [1, 1, 1, 2, 2, 3, 3] });
    const disabled = await createLocation(backend.db, { tenantId: t.tenant.id, enabled: false, doorSizes: [1, 1] });
    const tenantId = t.tenant.id;
    const locationId = t.location.id;
    const ids = (await backend.db.select({ id: doors.id }).from(doors).where(eq(doors.locationId, locationId)).orderBy(asc(doors.number))).map((d) => d.id);
    // Door holders on doors 1-5 (Reserva, Ingresado x2, Retiro Vencido, Autorizacion retiro); finished
    // bookings on doors 6 and 7 hold none.
    const statuses = [2, 3, 3, 6, 11, 4, 9];
    for (const [index, statusId] of statuses.entries()) {
      await insertBooking(backend.db, { tenantId, locationId, statusId, doorId: ids[index], pickupCode: statusId === 2 ? null : String(500000 + index) });
    }
    // Another tenant's bookings never count.
    const other = await seedBookingTenant(backend);
    await insertBooking(backend.db, { tenantId: other.tenant.id, locationId: other.location.id, statusId: 3, pickupCode: '123456' });

    const reply = await backend.request('/dashboard', { token: t.token });
    expect(reply.status).toBe(200);
    const dashboard = dashboardReply.parse(reply.body);
    expect(dashboard).toEqual({
      toPut: 1,
      toTake: 2,
      credits: 777,
      inLockers: 4,
      autWithdrawal: 1,
      freeDoors: 2,
      expiredPickups: 1,
      custom_dashboard: true,
      // A custom tenant also gets the vending counts (tests/api/vending.test.ts); this one has sold nothing.
      vending: expect.objectContaining({ sales_today: 0, sales_today_amount: '0.00' }),
      availability: [
        { location_id: locationId, description: t.location.description, size_id: 1, free: 0, total: 3 },
        { location_id: locationId, description: t.location.description, size_id: 2, free: 0, total: 2 },
        { location_id: locationId, description: t.location.description, size_id: 3, free: 2, total: 2 },
      ],
    });
    expect(dashboard.availability.some((a) => a.location_id === disabled.id)).toBe(false);
  });

  it('is open to any back-office user of the tenant, and needs a token', async () => {
    const t = await seedBookingTenant(backend, { credits: 5 });
    const plain = await createUser(backend.db, { tenantId: t.tenant.id, permissions: [] });
    const token = await backend.login(plain.email, plain.password);
    const reply = await backend.request('/dashboard', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ credits: 5, toPut: 0, freeDoors: 3, custom_dashboard: false });
    expect((await backend.request('/dashboard')).status).toBe(401);
  });
});
