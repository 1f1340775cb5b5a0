// Notifications: created by booking and billing events for the tenant's users who may see them, listed
// newest first (at most 50), marked read one by one or all at once, never across users or tenants.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBookings } from '@/backend/jobs/sweep-bookings';
import { notifyExpiringParcels } from '@/backend/jobs/notify-expiring';
import { bookings, notifications } from '@/backend/db/schema';
import { notificationTexts } from '@/backend/modules/notifications/notification-texts';
import { audience, notifyTenant } from '@/backend/modules/notifications/notify-tenant';
import { serviceOperatorScope } from '@/contract/auth';
import { notificationsReply } from '@/contract/notifications';
import { buildReceipt } from '@/tests/factories/billing';
import { createBookingViaApi, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const list = async (token: string) => {
  const reply = await backend.request('/notifications', { token });
  expect(reply.status).toBe(200);
  return notificationsReply.parse(reply.body);
};

async function colleague(t: BookingTenant, permissions: string[]) {
  const user = await createUser(backend.db, { tenantId: t.tenant.id, permissions });
  return { user, token: await backend.login(user.email, user.password) };
}

describe('events create notifications', () => {
  it('drop-off and pickup notify the users who can see bookings, not the others', async () => {
    const t = await seedBookingTenant(backend);
    const viewer = await colleague(t, ['booking-show']);
    const billingOnly = await colleague(t, ['billing-show']);
    const b = await createBookingViaApi(backend, t, { client: { description: 'Pedido 77' } });

    expect((await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } })).status).toBe(200);
    const afterDrop = await list(viewer.token);
    expect(afterDrop.meta.unread).toBe(1);
    expect(afterDrop.data[0]!.data).toMatchObject({ title: 'Paquete ingresado', data: { kind: 'parcel_deposited', booking_id: b.id, reference: 'Pedido 77', location: t.location.description } });
    expect(afterDrop.data[0]!.data.body).toContain('Pedido 77');
    expect(afterDrop.data[0]!.read_at).toBeNull();
    expect((await list(billingOnly.token)).data).toEqual([]);

    const [row] = await backend.db.select({ pickupCode: bookings.pickupCode }).from(bookings).where(eq(bookings.id, b.id));
    const pickup = await backend.request(`/locker-device/${t.location.id}/pickup`, { token: t.token, json: { pickup_code: row!.pickupCode } });
    expect(pickup.status).toBe(200);
    const afterPickup = await list(t.token);
    expect(afterPickup.data.map((n) => n.data.title)).toEqual(['Paquete retirado', 'Paquete ingresado']);
  });

  it('the sweep notifies expired pickups once, and the expiry job warns once per deadline', async () => {
    const t = await seedBookingTenant(backend);
    const b = await createBookingViaApi(backend, t, { code_validity_hours: 10 });
    await backend.request(`/locker-device/${t.location.id}/drop-off`, { token: t.token, json: { insert_code: b.insert_code } });

    expect(await notifyExpiringParcels(backend.db)).toBeGreaterThanOrEqual(1);
    await notifyExpiringParcels(backend.db);
    const later = new Date(Date.now() + 11 * 3_600_000);
    await sweepBookings(backend.db, { now: later });
    await sweepBookings(backend.db, { now: later });
    const reply = await list(t.token);
    expect(reply.data.map((n) => n.data.title)).toEqual(['Retiro vencido', 'Paquete por vencer', 'Paquete ingresado']);
    // The SQL-built text is the one notificationTexts gives.
    const reference = (await backend.db.select({ client: bookings.client }).from(bookings).where(eq(bookings.id, b.id)))[0]!.client.description ?? '';
    expect(reply.data[1]!.data.body).toBe(notificationTexts.parcelExpiring({ bookingId: b.id, reference, hoursLeft: 24 }).body);
    const expiring = notificationTexts.parcelExpiring({ bookingId: b.id, reference, hoursLeft: 24 });
    expect(reply.data[1]!.data.data).toEqual({ kind: 'parcel_expiring', ...expiring.data });
    const expired = notificationTexts.parcelExpired({ bookingId: b.id, reference });
    expect(reply.data[0]!.data.body).toBe(expired.body);
    expect(reply.data[0]!.data.data).toEqual({ kind: 'parcel_expired', ...expired.data });
  });

  it('a drop-off code that lapses notifies once, with the reference', async () => {
    const t = await seedBookingTenant(backend);
    const b = await createBookingViaApi(backend, t, { client: { description: 'Lote 9' } });
    const later = new Date(Date.now() + 49 * 3_600_000);
    await sweepBookings(backend.db, { now: later });
    await sweepBookings(backend.db, { now: later });
    const reply = await list(t.token);
    const lapsed = notificationTexts.codeLapsed({ bookingId: b.id, reference: 'Lote 9' });
    expect(reply.data.map((n) => n.data.body)).toEqual([lapsed.body]);
    expect(reply.data[0]!.data.data).toEqual({ kind: 'code_lapsed', booking_id: b.id, reference: 'Lote 9' });
    expect(reply.data[0]!.data.body).toContain('(Lote 9)');
  });

  it('an approved card recharge notifies the credits once, even when confirmed twice', async () => {
    const t = await seedBookingTenant(backend);
    const started = await backend.request('/billing/recharge', { token: t.token, json: { pack: 4000 } });
    expect(started.status).toBe(201);
    const reference = started.body.reference;
    for (let i = 0; i < 2; i++) {
      await backend.request(`/payments/sandbox/${reference}/resolve`, { token: t.token, json: { outcome: 'approved' } });
    }
    const bodies = (await list(t.token)).data.map((n) => n.data.body);
    expect(bodies).toEqual(['Se acreditaron 4000 créditos a tu cuenta.']);
  });

  it('a confirmed transfer receipt notifies billing users, not booking-only ones', async () => {
    const t = await seedBookingTenant(backend);
    const bookingsOnly = await colleague(t, ['booking-show']);
    const upload = await backend.request('/billing/upload-receipt', { token: t.token, json: buildReceipt() });
    expect(upload.status).toBe(201);
    // The service operator confirms it (a business never confirms its own receipts).
    const operatorTenant = await seedTenant(backend.db, { credits: 0 });
    const operator = await createUser(backend.db, { tenantId: operatorTenant.id, permissions: ['billing-show', serviceOperatorScope] });
    const operatorToken = await backend.login(operator.email, operator.password);
    const confirm = await backend.request(`/billing/receipts/${upload.body.data.id}/confirm`, { token: operatorToken, json: { credits: 4000 } });
    expect(confirm.status).toBe(200);
    const [latest] = (await list(t.token)).data;
    expect(latest!.data).toMatchObject({ title: 'Comprobante confirmado', data: { kind: 'receipt_confirmed', credits: 4000 } });
    expect((await list(bookingsOnly.token)).data).toEqual([]);
  });
});

describe('GET /notifications', () => {
  it('answers the 50 newest, newest first, with the unread count of all', async () => {
    const t = await seedBookingTenant(backend);
    for (let i = 1; i <= 55; i++) {
      await notifyTenant(backend.db, { tenantId: t.tenant.id, permissions: audience.billing, text: notificationTexts.creditsApplied(i) });
    }
    const reply = await list(t.token);
    expect(reply.data).toHaveLength(50);
    expect(reply.meta.unread).toBe(55);
    expect(reply.data[0]!.data.body).toBe('Se acreditaron 55 créditos a tu cuenta.');
    expect(reply.data[49]!.data.body).toBe('Se acreditaron 6 créditos a tu cuenta.');
  });

  it('needs a token', async () => {
    expect((await backend.request('/notifications')).status).toBe(401);
  });
});

describe('marking read', () => {
  it('marks one read, keeps the first read time, and refuses another user’s with 404 changing nothing', async () => {
    const t = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    await notifyTenant(backend.db, { tenantId: t.tenant.id, permissions: audience.billing, text: notificationTexts.creditsApplied(10) });
    const [mine] = (await list(t.token)).data;

    expect((await backend.request(`/notifications/${mine!.id}/read`, { method: 'PUT', token: other.token })).status).toBe(404);
    expect((await list(t.token)).meta.unread).toBe(1);

    const read = await backend.request(`/notifications/${mine!.id}/read`, { method: 'PUT', token: t.token });
    expect(read.status).toBe(200);
    expect(read.body.data.read_at).not.toBeNull();
    const again = await backend.request(`/notifications/${mine!.id}/read`, { method: 'PUT', token: t.token });
    expect(again.body.data.read_at).toBe(read.body.data.read_at);
    expect((await list(t.token)).meta.unread).toBe(0);
  });

  it('read-all marks the given unread ones of the caller only', async () => {
    const t = await seedBookingTenant(backend);
    const other = await seedBookingTenant(backend);
    for (const tenant of [t, other]) {
      for (let i = 0; i < 3; i++) await notifyTenant(backend.db, { tenantId: tenant.tenant.id, permissions: audience.billing, text: notificationTexts.creditsApplied(i) });
    }
    const mine = (await list(t.token)).data.map((n) => n.id);
    const theirs = (await list(other.token)).data.map((n) => n.id);
    const reply = await backend.request('/notifications/read-all', { method: 'PUT', token: t.token, json: { ids: [...mine.slice(0, 2), ...theirs] } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.updated).toBe(2);
    expect((await list(t.token)).meta.unread).toBe(1);
    expect((await list(other.token)).meta.unread).toBe(3);
  });

  it('refuses a malformed read-all with 422', async () => {
    const t = await seedBookingTenant(backend);
    const reply = await backend.request('/notifications/read-all', { method: 'PUT', token: t.token, json: { ids: ['x'] } });
    expect(reply.status).toBe(422);
  });
});

describe('notify rules', () => {
  it('skips disabled users and residents', async () => {
    const t = await seedBookingTenant(backend);
    const disabled = await createUser(backend.db, { tenantId: t.tenant.id, permissions: ['*'], disabled: true });
    const resident = await createUser(backend.db, { tenantId: t.tenant.id, type: 'Residente', permissions: ['*'] });
    await notifyTenant(backend.db, { tenantId: t.tenant.id, permissions: audience.billing, text: notificationTexts.creditsApplied(1) });
    const rows = await backend.db.select().from(notifications).where(and(eq(notifications.providerId, t.tenant.id)));
    expect(rows.map((r) => r.userId)).toEqual([t.user.id]);
    expect(rows.map((r) => r.userId)).not.toContain(disabled.id);
    expect(rows.map((r) => r.userId)).not.toContain(resident.id);
  });
});
