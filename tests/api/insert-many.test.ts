// insertMany (backend/db/insert-many.ts), the batch create's bulk insert: rows sent as one JSON parameter come
// back from the database as Drizzle's own insert would have stored them (text with quotes, backslashes and
// emoji, jsonb objects and SQL NULL, timestamps to the millisecond, booleans), defaults fill the columns left out,
// ON CONFLICT DO NOTHING leaves clashing rows out of the answer, and rows giving different columns are refused.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMany } from '@/backend/db/insert-many';
import { bookingChanges, bookingIdempotencyKeys, bookings } from '@/backend/db/schema';
import { insertBooking, seedBookingTenant } from '@/tests/factories/bookings';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('insertMany', () => {
  it('stores what Drizzle would store, in order, and answers the columns asked for', async () => {
    const { tenant, location } = await seedBookingTenant(backend);
    const booking = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id });
    const at = new Date(Date.UTC(2026, 10, 21, 12, 34, 56, 789));
    const rows: (typeof bookingChanges.$inferInsert)[] = [
      { bookingId: booking.id, userId: null, action: 'created', statusTo: 2, changes: { door: [null, 3], note: ['"a"\\b', '📦 ñ'] }, createdAt: at },
      { bookingId: booking.id, userId: null, action: 'updated', statusTo: null, changes: {}, createdAt: at },
    ];
    const inserted = await insertMany(backend.db, bookingChanges, rows, { returning: ['id', 'action'] });
    expect(inserted.map((r) => r.action)).toEqual(['created', 'updated']);
    const stored = await backend.db.select().from(bookingChanges).where(inArray(bookingChanges.id, inserted.map((r) => Number(r.id))));
    expect(stored.map(({ bookingId, userId, action, statusFrom, statusTo, changes, createdAt }) => ({ bookingId, userId, action, statusFrom, statusTo, changes, createdAt }))).toEqual(
      rows.map((row) => ({ ...row, statusFrom: null })),
    );
  });

  it('leaves jsonb NULL as SQL NULL and fills defaults (version, timestamps) for columns not given', async () => {
    const { tenant, location } = await seedBookingTenant(backend);
    const model = await insertBooking(backend.db, { tenantId: tenant.id, locationId: location.id });
    // Every column but the id, the version and the timestamps, which the defaults fill.
    const given = { ...model, id: undefined, version: undefined, createdAt: undefined, updatedAt: undefined };
    const [row] = await insertMany(backend.db, bookings, [{ ...given, statusId: 4, districad: null, whatsapp: true, insertCode: '000123' }], { returning: ['id'] });
    const [stored] = await backend.db.select().from(bookings).where(eq(bookings.id, Number(row!.id)));
    expect(stored).toMatchObject({ districad: null, whatsapp: true, insertCode: '000123', version: 1, client: model.client });
    expect(stored!.createdAt).toBeInstanceOf(Date);
  });

  it('answers only the rows it inserted under ON CONFLICT DO NOTHING', async () => {
    const { tenant } = await seedBookingTenant(backend);
    const key = (name: string) => ({ providerId: tenant.id, key: name, requestHash: 'h' });
    await insertMany(backend.db, bookingIdempotencyKeys, [key('insert-many-1')]);
    const inserted = await insertMany(backend.db, bookingIdempotencyKeys, [key('insert-many-1'), key('insert-many-2')], { onConflictDoNothing: true, returning: ['key'] });
    expect(inserted.map((r) => r.key)).toEqual(['insert-many-2']);
    expect(await backend.db.$count(bookingIdempotencyKeys, eq(bookingIdempotencyKeys.providerId, tenant.id))).toBe(2);
  });

  it('refuses rows that give different columns', async () => {
    const { tenant } = await seedBookingTenant(backend);
    await expect(
      insertMany(backend.db, bookingIdempotencyKeys, [
        { providerId: tenant.id, key: 'insert-many-a', requestHash: 'h' },
        { providerId: tenant.id, key: 'insert-many-b', requestHash: 'h', createdAt: new Date() },
      ]),
    ).rejects.toThrow('same columns');
  });
});
