// Migration 0022 keeps every account signing in as before sign-in became a permission: team members get both
// sign-in channels and the terms acceptance, residents their own sign-in, "*" is left alone, nothing is doubled.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/backend/db/schema';
import { seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function runMigration() {
  const migration = await readFile(path.join(process.cwd(), 'backend/db/migrations/0022_login-and-terms-permissions.sql'), 'utf8');
  await database.db.execute(sql.raw(migration));
}

/** A user as they were before 0022: exactly these permissions. */
async function before(input: { tenantId: number; type?: 'Usuario' | 'Residente'; permissions: string[] }) {
  const user = await createUser(database.db, input);
  await database.db.update(users).set({ permissions: input.permissions }).where(eq(users.id, user.id));
  return user;
}

async function permissionsOf(id: number) {
  const [row] = await database.db.select({ permissions: users.permissions, version: users.version }).from(users).where(eq(users.id, id));
  return row!;
}

describe('login and terms permissions (migration 0022)', () => {
  it('grants the sign-in and terms permissions to the accounts that use them today, once', async () => {
    const tenant = await seedTenant(database.db);
    const operator = await before({ tenantId: tenant.id, permissions: ['booking-show'] });
    const partly = await before({ tenantId: tenant.id, permissions: ['user-login-web'] });
    const resident = await before({ tenantId: tenant.id, type: 'Residente', permissions: [] });
    const admin = await before({ tenantId: tenant.id, permissions: ['*'] });
    const versionBefore = (await permissionsOf(operator.id)).version;

    await runMigration();

    const after = await permissionsOf(operator.id);
    expect(after.permissions).toEqual(['booking-show', 'user-login-web', 'user-login-api', 'user-accept-tc']);
    expect(after.version).toBe(versionBefore + 1);
    expect((await permissionsOf(partly.id)).permissions).toEqual(['user-login-web', 'user-login-api', 'user-accept-tc']);
    expect((await permissionsOf(resident.id)).permissions).toEqual(['user-login-ho']);
    expect((await permissionsOf(admin.id)).permissions).toEqual(['*']);

    await runMigration();
    expect((await permissionsOf(operator.id)).permissions).toEqual(['booking-show', 'user-login-web', 'user-login-api', 'user-accept-tc']);
  });
});
