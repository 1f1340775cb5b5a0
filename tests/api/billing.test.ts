// GET /user/billing (the statement) and GET /poslink-transaction (POS card payments): filters, sort, paging,
// permissions, tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingList, poslinkList } from '@/contract/billing';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import { recentMovementsQuery } from '@/lib/billing/list-definitions';
import { insertPoslinkTransaction } from '@/tests/factories/billing';
import { buildBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { createUser } from '@/tests/factories/users';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('GET /user/billing', () => {
  it('lists the tenant ledger newest first, with filters, search, sort and paging', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 0 });
    await backend.db.transaction((tx) => applyCreditMovement(tx, { tenantId: tenant.id, amount: 1000, kind: 'manual_adjustment', description: 'Ajuste inicial' }));
    const booking = await backend.request('/booking', { token, json: buildBooking({ location_id: location.id }) });
    await backend.request(`/booking/${booking.body.data.id}`, { token, method: 'DELETE' });
    const other = await seedBookingTenant(backend);
    await backend.db.transaction((tx) => applyCreditMovement(tx, { tenantId: other.tenant.id, amount: 5, kind: 'manual_adjustment', description: 'Ajuste inicial' }));

    const all = billingList.parse((await backend.request('/user/billing?withPagination=true', { token })).body);
    expect(all.meta.total).toBe(3);
    expect(all.data.map((m) => [m.charge, m.current_credits])).toEqual([[122, 1000], [-122, 878], [1000, 1000]]);
    const debit = await backend.request(`/user/billing?charge=-122&booking_id=${booking.body.data.id}&description=&id=`, { token });
    // The description and the facts it is written from (a client words it in its user's language from these).
    const size = booking.body.data.size;
    expect(debit.body.data).toEqual([expect.objectContaining({ booking_id: booking.body.data.id, kind: 'booking_debit', ...movementTexts.bookingDebit(booking.body.data.id, size) })]);
    expect(debit.body.data[0].details).toEqual({ size_id: size.id });
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await backend.request(`/user/billing?created_at=${today}`, { token })).body.meta.total).toBe(3);
    expect((await backend.request('/user/billing?created_at=2001-01-01', { token })).body.meta.total).toBe(0);
    expect((await backend.request('/user/billing?search=ajuste', { token })).body.meta.total).toBe(1);
    expect((await backend.request('/user/billing?description=50%25', { token })).body.meta.total).toBe(0);
    const sorted = await backend.request('/user/billing?sortBy=charge&orderBy=asc&perPage=2&page=1', { token });
    expect(sorted.body.data.map((m: { charge: number }) => m.charge)).toEqual([-122, 122]);
    expect(sorted.body.meta).toEqual({ total: 3, current_page: 1, per_page: 2, last_page: 2 });
    expect((await backend.request('/user/billing?sortBy=password', { token })).status).toBe(422);
  });

  it("answers the dashboard billing card's query with the tenant's 5 latest movements, newest first", async () => {
    const { tenant, token } = await seedBookingTenant(backend, { credits: 0, permissions: ['billing-show'] });
    const other = await seedBookingTenant(backend, { credits: 0 });
    for (let i = 1; i <= 7; i++) {
      await backend.db.transaction((tx) => applyCreditMovement(tx, { tenantId: tenant.id, amount: i * 10, kind: 'manual_adjustment', description: `Ajuste ${i}` }));
    }
    await backend.db.transaction((tx) => applyCreditMovement(tx, { tenantId: other.tenant.id, amount: 999, kind: 'manual_adjustment', description: 'Ajuste ajeno' }));
    const query = new URLSearchParams(Object.entries(recentMovementsQuery).map(([k, v]) => [k, String(v)]));
    const reply = billingList.parse((await backend.request(`/user/billing?${query}`, { token })).body);
    expect(reply.data.map((m) => [m.description, m.charge, m.current_credits])).toEqual([
      ['Ajuste 7', 70, 280], ['Ajuste 6', 60, 210], ['Ajuste 5', 50, 150], ['Ajuste 4', 40, 100], ['Ajuste 3', 30, 60],
    ]);
    expect(reply.meta).toMatchObject({ total: 7, per_page: 5 });
  });

  it('needs billing-show', async () => {
    const { tenant } = await seedBookingTenant(backend);
    const viewer = await createUser(backend.db, { tenantId: tenant.id, permissions: ['booking-show'] });
    expect((await backend.request('/user/billing', { token: await backend.login(viewer.email, viewer.password) })).status).toBe(403);
  });
});

describe('GET /poslink-transaction', () => {
  it('defaults to page 1, 25 per page, id ascending; filters include phone_number, which is never answered', async () => {
    const { tenant, token } = await seedBookingTenant(backend, { permissions: ['billing-transaction'] });
    const other = await seedBookingTenant(backend);
    await insertPoslinkTransaction(backend.db, { tenantId: other.tenant.id });
    for (let i = 0; i < 27; i++) {
      await insertPoslinkTransaction(backend.db, { tenantId: tenant.id, phoneNumber: i === 3 ? '098765432' : '099000000', totalAmountCents: 14900 + i * 100, cardOwnerName: i === 5 ? 'María Gómez' : 'Juan Pérez' });
    }
    const first = poslinkList.parse((await backend.request('/poslink-transaction', { token })).body);
    expect(first.meta).toEqual({ total: 27, current_page: 1, per_page: 25, last_page: 2 });
    expect(first.data[0]!.id).toBeLessThan(first.data[1]!.id);
    expect(first.data[0]).not.toHaveProperty('phone_number');
    expect(first.data[0]!.total_amount).toBe(149);
    expect((await backend.request('/poslink-transaction?phone_number=0987', { token })).body.meta.total).toBe(1);
    expect((await backend.request('/poslink-transaction?card_owner_name=maría', { token })).body.meta.total).toBe(1);
    expect((await backend.request('/poslink-transaction?total_amount=150', { token })).body.meta.total).toBe(1);
    const desc = await backend.request('/poslink-transaction?sortBy=total_amount&orderBy=DESC&perPage=1', { token });
    expect(desc.body.data[0].total_amount).toBe(175);
  });

  it('answers when each payment was made as transaction_date (docs/domain/data-model.md), an ISO instant', async () => {
    const { tenant, token } = await seedBookingTenant(backend, { permissions: ['billing-transaction'] });
    const paid = await insertPoslinkTransaction(backend.db, { tenantId: tenant.id, createdAt: new Date('2030-05-02T02:30:00Z') });
    const reply = poslinkList.parse((await backend.request(`/poslink-transaction?id=${paid.id}`, { token })).body);
    expect(reply.data.map((r) => [r.id, r.transaction_date])).toEqual([[paid.id, '2030-05-02T02:30:00.000Z']]);
  });

  it('needs billing-transaction', async () => {
    const { token } = await seedBookingTenant(backend, { permissions: ['billing-show'] });
    expect((await backend.request('/poslink-transaction', { token })).status).toBe(403);
  });
});
