// Migration 0020 links the bookings made before clients existed: one client per tenant and key (document, else
// e-mail, else phone digits), named as in the latest booking; the same rule clientKey() applies to new bookings.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, clients } from '@/backend/db/schema';
import { clientKey } from '@/backend/modules/clients/client-key';
import { insertBooking } from '@/tests/factories/bookings';
import { createLocation, seedTenant } from '@/tests/factories/tenants';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The backfill statements of the migration, run again on bookings inserted without a client (as before 0020). */
async function runBackfill() {
  const migration = await readFile(path.join(process.cwd(), 'backend/db/migrations/0020_clients-enterprise-providers.sql'), 'utf8');
  const backfill = migration.slice(migration.indexOf('-- Backfill'));
  // One transaction: the temporary table lives on one connection, as during the migration.
  await database.db.transaction(async (tx) => {
    for (const statement of backfill.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}

describe('clients backfill (migration 0020)', () => {
  it('makes one client per tenant and key, named as in the latest booking, and links every booking', async () => {
    const { db } = database;
    const [a, b] = [await seedTenant(db), await seedTenant(db)];
    const [lockerA, lockerB] = [await createLocation(db, { tenantId: a.id, doorSizes: [1, 1, 1, 1, 1] }), await createLocation(db, { tenantId: b.id })];
    const at = (minutes: number) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)) });
    const contacts = [
      { description: 'Ana vieja', document: '12345678', email: 'ana@x.test' },
      { description: 'Ana Pérez', document: '12345678', email: 'otra@x.test' },
      { description: 'Bruno', email: ' Bruno@X.test ' },
      { description: 'Carla', phone_number: '+598 99 123-456' },
      { description: 'Sin datos' },
    ];
    const ids = [];
    for (const [i, client] of contacts.entries()) ids.push((await insertBooking(db, { tenantId: a.id, locationId: lockerA.id, client, ...at(i) })).id);
    const otherTenant = await insertBooking(db, { tenantId: b.id, locationId: lockerB.id, client: { description: 'Ana en B', document: '12345678' } });

    await runBackfill();

    const rows = await db.select().from(clients).where(eq(clients.providerId, a.id)).orderBy(asc(clients.matchKey));
    expect(rows.map((c) => [c.matchKey, c.name, c.email])).toEqual([
      ['ci:12345678', 'Ana Pérez', 'otra@x.test'],
      ['email:bruno@x.test', 'Bruno', 'bruno@x.test'],
      ['tel:59899123456', 'Carla', null],
    ]);
    for (const c of rows) expect(c.matchKey).toBe(clientKey({ email: c.email, document: c.document, phone_number: c.phoneNumber }));
    const linked = await db.select({ id: bookings.id, clientId: bookings.clientId }).from(bookings).where(eq(bookings.providerId, a.id)).orderBy(asc(bookings.id));
    const byKey = Object.fromEntries(rows.map((c) => [c.matchKey, c.id]));
    expect(linked.map((row) => row.clientId)).toEqual([byKey['ci:12345678'], byKey['ci:12345678'], byKey['email:bruno@x.test'], byKey['tel:59899123456'], null]);
    expect(ids).toEqual(linked.map((row) => row.id));
    const [ofB] = await db.select().from(bookings).where(eq(bookings.id, otherTenant.id));
    const [clientOfB] = await db.select().from(clients).where(eq(clients.id, ofB!.clientId!));
    expect(clientOfB).toMatchObject({ providerId: b.id, name: 'Ana en B' });
  });
});
