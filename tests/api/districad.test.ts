// Districad distribution tracking over real HTTP: a token issued when a booking asks for tracking, the tracking
// side's status reports through POST /districad/status with the deployment's own secret (never a user's token),
// and the status and notes on the booking, its history and its list row (the Excel export reads the list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districadStatusReply, districadTokenPattern, districadUnauthorizedMessage, districadUnconfiguredMessage, districadUnknownTokenMessage } from '@/contract/districad';
import { bookingRow, createBookingViaApi, historyOf, seedBookingTenant, type BookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

const secret = 'districad-test-secret-0123456789abcdef';
let backend: TestBackend;
let tenant: BookingTenant;
beforeAll(async () => {
  backend = await startTestBackend({ districadSecret: secret });
  tenant = await seedBookingTenant(backend, { configs: [{ name: 'districad', value: 1 }], doorSizes: Array(16).fill(1) });
});
afterAll(async () => {
  await backend?.close();
});

const report = (json: unknown, bearer: string | null = secret) =>
  backend.request('/districad/status', { json, headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` } });

async function trackedBooking(t = tenant) {
  const b = await createBookingViaApi(backend, t, { districad: true });
  const shown = await backend.request(`/booking/${b.id}`, { token: t.token });
  return { id: b.id, token: shown.body.data.districad.token as string };
}

describe('the Districad token', () => {
  it('is issued when a booking asks for tracking, unique per booking, and absent otherwise', async () => {
    const one = await trackedBooking();
    const two = await trackedBooking();
    expect(one.token).toMatch(districadTokenPattern);
    expect(two.token).not.toBe(one.token);
    const shown = await backend.request(`/booking/${one.id}`, { token: tenant.token });
    expect(shown.body.data.districad).toEqual({ token: one.token, status: null, notes: null, flag: true });
    const plain = await createBookingViaApi(backend, tenant, { districad: false });
    expect((await bookingRow(backend.db, plain.id)).districad).toBeNull();
  });
});

describe('POST /districad/status', () => {
  it("records the tracking side's status and notes on the booking, its history and its list row", async () => {
    const b = await trackedBooking();
    const reply = await report({ token: b.token.toLowerCase(), status: 'En distribución', notes: 'Salió del depósito Montevideo' });
    expect(reply.status).toBe(200);
    expect(districadStatusReply.parse(reply.body).data).toEqual({ token: b.token, status: 'En distribución', notes: 'Salió del depósito Montevideo' });

    const shown = await backend.request(`/booking/${b.id}`, { token: tenant.token });
    expect(shown.body.data.districad).toEqual({ token: b.token, status: 'En distribución', notes: 'Salió del depósito Montevideo', flag: true });
    const listed = await backend.request(`/booking?id=${b.id}`, { token: tenant.token });
    expect(listed.body.data[0].districad).toMatchObject({ token: b.token, status: 'En distribución', notes: 'Salió del depósito Montevideo' });
    expect((await historyOf(backend.db, b.id)).at(-1)).toMatchObject({
      action: 'districad_updated',
      userId: null,
      changes: { districad_status: [null, 'En distribución'], districad_notes: [null, 'Salió del depósito Montevideo'] },
    });

    // Notes left out stay; null clears them.
    await report({ token: b.token, status: 'Entregado en el locker' });
    expect((await bookingRow(backend.db, b.id)).districad).toMatchObject({ status: 'Entregado en el locker', notes: 'Salió del depósito Montevideo' });
    await report({ token: b.token, status: 'Entregado en el locker', notes: null });
    expect((await bookingRow(backend.db, b.id)).districad).toMatchObject({ status: 'Entregado en el locker', notes: null });
  });

  it('refuses a missing or wrong secret, and a signed-in user\'s token, with 401, changing nothing', async () => {
    const b = await trackedBooking();
    for (const bearer of [null, 'wrong-secret', `${secret}x`, tenant.token]) {
      const reply = await report({ token: b.token, status: 'Falso' }, bearer);
      expect(reply).toMatchObject({ status: 401, body: { message: districadUnauthorizedMessage } });
    }
    expect((await bookingRow(backend.db, b.id)).districad).toMatchObject({ status: null });
  });

  it('answers 404 for a token no booking has', async () => {
    const reply = await report({ token: 'DC-000000000000000000000000', status: 'Entregado' });
    expect(reply).toMatchObject({ status: 404, body: { message: districadUnknownTokenMessage } });
  });

  it('validates the report: the token format, a status, text lengths; nothing changes', async () => {
    const b = await trackedBooking();
    const badToken = await report({ token: '1 OR 1=1', status: 'x' });
    expect(badToken.status).toBe(422);
    expect(badToken.body.errors).toHaveProperty('token');
    const noStatus = await report({ token: b.token, status: '  ' });
    expect(noStatus.status).toBe(422);
    expect(noStatus.body.errors.status).toEqual(['Este campo es requerido']);
    const longNotes = await report({ token: b.token, status: 'ok', notes: 'x'.repeat(1001) });
    expect(longNotes.status).toBe(422);
    expect(longNotes.body.errors.notes).toEqual(['No puede tener más de 1000 caracteres']);
    expect((await report('not an object')).status).toBe(422);
    expect((await bookingRow(backend.db, b.id)).districad).toMatchObject({ status: null, notes: null });
  });

  it('names bookings of any tenant by their token alone, and only the one it names', async () => {
    const other = await seedBookingTenant(backend, { configs: [{ name: 'districad', value: 1 }] });
    const mine = await trackedBooking();
    const theirs = await trackedBooking(other);
    expect((await report({ token: theirs.token, status: 'En viaje' })).status).toBe(200);
    expect((await bookingRow(backend.db, theirs.id)).districad).toMatchObject({ status: 'En viaje' });
    expect((await bookingRow(backend.db, mine.id)).districad).toMatchObject({ status: null });
    // The other tenant's booking stays out of this tenant's reach.
    expect((await backend.request(`/booking/${theirs.id}`, { token: tenant.token })).status).toBe(404);
  });
});

describe('without a Districad secret configured', () => {
  let bare: TestBackend;
  beforeAll(async () => {
    bare = await startTestBackend();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('the endpoint is closed (404, saying why), whatever bearer is sent', async () => {
    for (const authorization of ['', `Bearer ${secret}`, 'Bearer ']) {
      const reply = await bare.request('/districad/status', { json: { token: 'DC-000000000000000000000000', status: 'x' }, headers: authorization ? { authorization } : {} });
      expect(reply).toMatchObject({ status: 404, body: { message: districadUnconfiguredMessage } });
    }
  });
});
