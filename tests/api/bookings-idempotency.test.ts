// POST /booking with an Idempotency-Key: a retried, reloaded or doubled request creates one booking, a replay
// answers that booking, another body under the same key is refused, and a failed create leaves the key free.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingIdempotencyKeys, providers } from '@/backend/db/schema';
import { buildBooking, countBookings, creditsOf, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

let keySequence = 0;
const newKey = () => `test-key-${Date.now()}-${++keySequence}`;

function post(token: string, json: unknown, key?: string) {
  return backend.request('/booking', { token, json, headers: key ? { 'Idempotency-Key': key } : {} });
}

describe('POST /booking with Idempotency-Key', () => {
  it('answers the same booking to a replay, with one debit and the replay header', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 1000 });
    const body = buildBooking({ location_id: location.id });
    const key = newKey();
    const first = await post(token, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await post(token, body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await countBookings(backend.db, tenant.id)).toBe(1);
    expect(await creditsOf(backend.db, tenant.id)).toBe(1000 - 122);
  });

  it('creates one booking when the same request arrives many times at once', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 1000 });
    const body = buildBooking({ location_id: location.id });
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 8 }, () => post(token, body, key)));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    expect(await countBookings(backend.db, tenant.id)).toBe(1);
    expect(await creditsOf(backend.db, tenant.id)).toBe(1000 - 122);
  });

  it('refuses another body under a used key (422) and changes nothing', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 1000 });
    const key = newKey();
    expect((await post(token, buildBooking({ location_id: location.id }), key)).status).toBe(201);
    const other = await post(token, buildBooking({ location_id: location.id, size_id: 2 }), key);
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key).toEqual(['La clave de idempotencia ya se usó con otros datos.']);
    expect(await countBookings(backend.db, tenant.id)).toBe(1);
    expect(await creditsOf(backend.db, tenant.id)).toBe(1000 - 122);
  });

  it('keeps no key after a failed create, so the retry creates once the cause is fixed', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { credits: 100 });
    const body = buildBooking({ location_id: location.id });
    const key = newKey();
    const refused = await post(token, body, key);
    expect(refused.status).toBe(402);
    expect(await backend.db.$count(bookingIdempotencyKeys, eq(bookingIdempotencyKeys.providerId, tenant.id))).toBe(0);
    await backend.db.update(providers).set({ credits: 1000 }).where(eq(providers.id, tenant.id));
    const retried = await post(token, body, key);
    expect(retried.status).toBe(201);
    expect(await countBookings(backend.db, tenant.id)).toBe(1);
  });

  it('scopes keys to the tenant: another tenant with the same key gets its own booking', async () => {
    const one = await seedBookingTenant(backend);
    const two = await seedBookingTenant(backend);
    const key = newKey();
    const a = await post(one.token, buildBooking({ location_id: one.location.id }), key);
    const b = await post(two.token, buildBooking({ location_id: two.location.id }), key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.data.provider.id).toBe(two.tenant.id);
    expect(await countBookings(backend.db, one.tenant.id)).toBe(1);
    expect(await countBookings(backend.db, two.tenant.id)).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend, { doorSizes: [1, 1] });
    const body = buildBooking({ location_id: location.id });
    const key = newKey();
    expect((await post(token, body, key)).status).toBe(201);
    await backend.db
      .update(bookingIdempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(bookingIdempotencyKeys.providerId, tenant.id));
    const again = await post(token, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await countBookings(backend.db, tenant.id)).toBe(2);
  });

  it('refuses a malformed key before creating anything', async () => {
    const { tenant, location, token } = await seedBookingTenant(backend);
    const reply = await post(token, buildBooking({ location_id: location.id }), 'short');
    expect(reply.status).toBe(422);
    expect(reply.body.errors.idempotency_key).toBeDefined();
    expect(await countBookings(backend.db, tenant.id)).toBe(0);
  });
});
