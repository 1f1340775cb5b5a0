// Locker administration: the admin list (GET /location?show_disabled=1: filters, sort, 5 per page), the
// enable/disable toggle and the door grid with states derived from active bookings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockerDoorGridReply, toggleLockerReply } from '@/contract/lockers';
import { locationList } from '@/contract/reference';
import { locationRow, seedAdminTenant, signedInUser } from '@/tests/factories/administration';
import { insertBooking } from '@/tests/factories/bookings';
import { createLocation } from '@/tests/factories/tenants';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
let main: Awaited<ReturnType<typeof seedAdminTenant>>;
let other: Awaited<ReturnType<typeof seedAdminTenant>>;
const lockerIds: number[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  main = await seedAdminTenant(backend);
  other = await seedAdminTenant(backend);
  lockerIds.push(main.location.id);
  for (const [description, enabled] of [['Norte', true], ['Sur apagado', false], ['Este', true], ['Oeste', false], ['Centro', true]] as const) {
    lockerIds.push((await createLocation(backend.db, { tenantId: main.tenant.id, description, enabled })).id);
  }
});
afterAll(async () => {
  await backend?.close();
});

async function adminList(query: string, token = main.token) {
  const reply = await backend.request(`/location?show_disabled=1&${query}`, { token });
  expect(reply.status).toBe(200);
  return locationList.parse(reply.body);
}

describe('GET /location?show_disabled=1 (locker admin list)', () => {
  it('pages 5 at a time, newest first, disabled lockers included', async () => {
    const { data, meta } = await adminList('');
    expect(data.map((l) => l.id)).toEqual([...lockerIds].reverse().slice(0, 5));
    expect(meta).toMatchObject({ total: 6, per_page: 5, last_page: 2 });
    expect(data.find((l) => l.description === 'Sur apagado')).toMatchObject({ enabled: 0, locker_enabled: false });
    // The screen's own call (docs/domain/backend-calls.md: withPagination=true, full=true) answers the same page.
    const screen = await adminList('withPagination=true&full=true&page=1&perPage=5&sortBy=id&orderBy=DESC');
    expect(screen).toEqual({ data, meta });
  });

  it('filters by id, name and enabled, and sorts by name', async () => {
    expect((await adminList(`id=${lockerIds[2]}`)).data.map((l) => l.id)).toEqual([lockerIds[2]]);
    expect((await adminList('description=apag')).data.map((l) => l.description)).toEqual(['Sur apagado']);
    expect((await adminList('enabled=no')).data.map((l) => l.description)).toEqual(['Oeste', 'Sur apagado']);
    expect((await adminList('enabled=yes&perPage=10')).meta.total).toBe(4);
    const sorted = await adminList('sortBy=description&orderBy=ASC&perPage=3');
    expect(sorted.data.map((l) => l.description)).toEqual(['Centro', 'Este', main.location.description]);
  });

  it('keeps the booking lookup as it was: enabled lockers, up to 1000', async () => {
    const reply = await backend.request('/location', { token: main.token });
    const { data } = locationList.parse(reply.body);
    expect(data.every((l) => l.locker_enabled)).toBe(true);
    // Exactly the enabled lockers seeded above, newest first.
    expect(data.map((l) => l.description)).toEqual(['Centro', 'Este', 'Norte', main.location.description]);
    expect(data.map((l) => l.id)).toEqual([lockerIds[5], lockerIds[3], lockerIds[1], lockerIds[0]]);
    expect(reply.body.meta.per_page).toBe(1000);
  });

  it('needs location-enable', async () => {
    const { token } = await signedInUser(backend, main.tenant.id, ['booking-show']);
    expect((await backend.request('/location?show_disabled=1', { token })).status).toBe(403);
  });
});

describe('POST /locker/{id}/toggle-enable', () => {
  it('stores the requested state and replies with it; without a body it flips', async () => {
    const id = lockerIds[1]!;
    const off = await backend.request(`/locker/${id}/toggle-enable`, { token: main.token, json: { enabled: false } });
    expect(off.status).toBe(200);
    expect(toggleLockerReply.parse(off.body).data).toEqual({ id, enabled: 0, locker_enabled: false });
    expect((await locationRow(backend.db, id)).enabled).toBe(false);
    const flipped = await backend.request(`/locker/${id}/toggle-enable`, { method: 'POST', token: main.token });
    expect(flipped.body.data.locker_enabled).toBe(true);
    expect((await locationRow(backend.db, id)).enabled).toBe(true);
  });

  it("answers 404 for another tenant's locker and 403 without location-enable, changing nothing", async () => {
    const foreign = await backend.request(`/locker/${other.location.id}/toggle-enable`, { token: main.token, json: { enabled: false } });
    expect(foreign.status).toBe(404);
    expect((await locationRow(backend.db, other.location.id)).enabled).toBe(true);
    const { token } = await signedInUser(backend, main.tenant.id, ['booking-show']);
    const denied = await backend.request(`/locker/${lockerIds[1]}/toggle-enable`, { token, json: { enabled: false } });
    expect(denied.status).toBe(403);
    expect((await locationRow(backend.db, lockerIds[1]!)).enabled).toBe(true);
  });

  it('refuses a malformed enabled with 422', async () => {
    const reply = await backend.request(`/locker/${lockerIds[1]}/toggle-enable`, { token: main.token, json: { enabled: 'quizás' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.enabled).toBeDefined();
  });
});

describe('GET /location/{id}/doors', () => {
  it('derives free, reserved, occupied and disabled from doors and active bookings', async () => {
    const location = await createLocation(backend.db, { tenantId: main.tenant.id, doorSizes: [1, 1, 2, 2, 3, 3], disabledDoors: [6] });
    const doorsReply = await backend.request(`/location/${location.id}/doors`, { token: main.token });
    const doorIds = lockerDoorGridReply.parse(doorsReply.body).data.doors.map((d) => d.id);
    const reserved = await insertBooking(backend.db, { tenantId: main.tenant.id, locationId: location.id, statusId: 2, doorId: doorIds[0] });
    await insertBooking(backend.db, { tenantId: main.tenant.id, locationId: location.id, statusId: 3, doorId: doorIds[2], sizeId: 2 });
    await insertBooking(backend.db, { tenantId: main.tenant.id, locationId: location.id, statusId: 11, doorId: doorIds[4], sizeId: 3 });
    // Finished bookings leave their door free.
    await insertBooking(backend.db, { tenantId: main.tenant.id, locationId: location.id, statusId: 4, doorId: doorIds[1] });
    const reply = await backend.request(`/location/${location.id}/doors`, { token: main.token });
    expect(reply.status).toBe(200);
    const grid = lockerDoorGridReply.parse(reply.body).data;
    expect(grid.doors.map((d) => [d.number, d.size.id, d.state])).toEqual([
      [1, 1, 'reserved'], [2, 1, 'free'], [3, 2, 'occupied'], [4, 2, 'free'], [5, 3, 'occupied'], [6, 3, 'disabled'],
    ]);
    expect(grid.doors[0]!.booking_id).toBe(reserved.id);
    expect(grid.totals).toEqual({ free: 2, reserved: 1, occupied: 2, disabled: 1 });
  });

  it("answers 404 for another tenant's locker and 403 without permission", async () => {
    expect((await backend.request(`/location/${other.location.id}/doors`, { token: main.token })).status).toBe(404);
    const { token } = await signedInUser(backend, main.tenant.id, ['article-show']);
    expect((await backend.request(`/location/${main.location.id}/doors`, { token })).status).toBe(403);
  });
});
