// Demo seeding: fills an empty database once, never touches one that has data, and its accounts work.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Database } from '@/backend/db/client';
import { doors, locations, providers, users } from '@/backend/db/schema';
import { seedDemoIfEmpty } from '@/backend/seed/demo';
import { demoAccounts, demoTenants } from '@/backend/seed/demo-accounts';
import { meReply } from '@/contract/auth';
import { seedTenant } from '@/tests/factories/tenants';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { startTestBackend, type TestBackend } from '@/tests/support/test-backend';

async function counts(db: Database) {
  const [row] = await db
    .select({
      providers: sql<number>`(select count(*)::int from ${providers})`,
      users: sql<number>`(select count(*)::int from ${users})`,
      locations: sql<number>`(select count(*)::int from ${locations})`,
      doors: sql<number>`(select count(*)::int from ${doors})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

const opened: TestDatabase[] = [];
async function freshDatabase() {
  const database = await createTestDatabase();
  opened.push(database);
  return database.db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

describe('seedDemoIfEmpty', () => {
  it('seeds an empty database once; a second run changes nothing', async () => {
    const db = await freshDatabase();
    expect(await seedDemoIfEmpty(db)).toBe(true);
    const afterFirst = await counts(db);
    // 7 demo accounts (the service operator's in its own tenant, without lockers) + 8 more team users
    // (3 Demo Lockers, 5 Empresa Demo) + 6 residents (demo-admin.ts).
    expect(afterFirst).toEqual({ providers: 4, users: 21, locations: 6, doors: 6 * 18 });
    expect(await seedDemoIfEmpty(db)).toBe(false);
    expect(await counts(db)).toEqual(afterFirst);
  });

  it('seeds once when started concurrently', async () => {
    const db = await freshDatabase();
    const results = await Promise.all([seedDemoIfEmpty(db), seedDemoIfEmpty(db), seedDemoIfEmpty(db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await counts(db)).providers).toBe(4);
  });

  it('never touches a database that already has a tenant', async () => {
    const db = await freshDatabase();
    await seedTenant(db, { name: 'Cliente real' });
    expect(await seedDemoIfEmpty(db)).toBe(false);
    expect(await counts(db)).toEqual({ providers: 1, users: 0, locations: 0, doors: 0 });
  });
});

describe('demo accounts', () => {
  let backend: TestBackend;
  afterAll(async () => {
    await backend?.close();
  });

  it('sign in with demo1234 and carry their role, tenant and permissions', async () => {
    backend = await startTestBackend({ seedDemo: true });
    const roleNumbers = { administrator: 2, operator: 3, deliveryMan: 4 } as const;
    for (const account of Object.values(demoAccounts)) {
      const token = await backend.login(account.email);
      if (account.type === 'Residente') continue;
      const { data: me } = meReply.parse((await backend.request('/auth/me', { token })).body);
      expect(me.provider.name).toBe(demoTenants[account.tenant]);
      expect(me.sub_type).toBe(roleNumbers[account.role as keyof typeof roleNumbers]);
      expect(me.permissions).toEqual(account.permissions);
      expect(me.extra_data.credits).toBe({ demo: 5000, enterprise: 20000, newcomer: 0, operations: 0 }[account.tenant]);
    }
  });
});
