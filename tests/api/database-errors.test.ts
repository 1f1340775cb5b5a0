// Constraint errors raised by the real database (PGlite or PostgreSQL) map to replies with a meaning, not 500s.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorToAppError } from '@/backend/db/database-errors';
import { doors, providers, users } from '@/backend/db/schema';
import type { AppError } from '@/backend/errors';
import { createLocation, seedTenant } from '@/tests/factories/tenants';
import { createUser } from '@/tests/factories/users';
import { createTestDatabase, type TestDatabase } from '@/tests/support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Runs a statement that must fail and returns the AppError its database error maps to. */
async function mappedError(statement: () => Promise<unknown>): Promise<AppError | null> {
  try {
    await statement();
  } catch (error) {
    return databaseErrorToAppError(error);
  }
  throw new Error('the statement was expected to fail');
}

describe('database constraint errors', () => {
  it('maps a duplicate email to 422 on the email field', async () => {
    const tenant = await seedTenant(database.db);
    const user = await createUser(database.db, { tenantId: tenant.id });
    const error = await mappedError(() => createUser(database.db, { tenantId: tenant.id, email: user.email }));
    expect(error?.status).toBe(422);
    expect(error?.toBody()).toEqual({
      message: 'El correo electrónico ya está registrado',
      errors: { email: ['El correo electrónico ya está registrado'] },
    });
  });

  it('maps a duplicate door number to 422 on the number field', async () => {
    const tenant = await seedTenant(database.db);
    const location = await createLocation(database.db, { tenantId: tenant.id, doorSizes: [1] });
    const error = await mappedError(() => database.db.insert(doors).values({ locationId: location.id, number: 1, sizeId: 2 }));
    expect(error?.status).toBe(422);
    expect(Object.keys(error?.details ?? {})).toEqual(['number']);
  });

  it('maps a reference to a missing row to 422 on that column', async () => {
    const error = await mappedError(() => createUser(database.db, { tenantId: 999_999 }));
    expect(error?.status).toBe(422);
    expect(error?.details).toEqual({ provider_id: ['El valor seleccionado no es válido'] });
  });

  it('maps deleting a row still in use to 409', async () => {
    const tenant = await seedTenant(database.db);
    await createUser(database.db, { tenantId: tenant.id });
    const error = await mappedError(() => database.db.delete(providers).where(eq(providers.id, tenant.id)));
    expect(error?.status).toBe(409);
    expect(error?.toBody()).toEqual({ message: expect.any(String) });
  });

  it('maps an overdraft of credits to 402 "Saldo Insuficiente" and keeps the balance', async () => {
    const tenant = await seedTenant(database.db, { credits: 100 });
    const error = await mappedError(() =>
      database.db.update(providers).set({ credits: sql`${providers.credits} - 150` }).where(eq(providers.id, tenant.id)),
    );
    expect(error?.status).toBe(402);
    expect(error?.toBody()).toEqual({ message: 'Saldo Insuficiente' });
    const [row] = await database.db.select({ credits: providers.credits }).from(providers).where(eq(providers.id, tenant.id));
    expect(row?.credits).toBe(100);
  });

  it('maps a missing required column to 422 on that column', async () => {
    const tenant = await seedTenant(database.db);
    const user = await createUser(database.db, { tenantId: tenant.id });
    const error = await mappedError(() =>
      database.db.execute(sql`update ${users} set username = null where id = ${user.id}`),
    );
    expect(error?.status).toBe(422);
    expect(error?.details).toEqual({ username: ['Este campo es requerido'] });
  });

  it('leaves errors that are not constraint violations to the 500 handler', async () => {
    const error = await mappedError(() => database.db.execute(sql`select * from no_such_table`));
    expect(error).toBeNull();
  });
});
