// Apartments, articles, residents and outbox reads for the administration API tests.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apartments, articles, locations, messageOutbox, users } from '@/backend/db/schema';
import { serviceOperatorScope } from '@/contract/auth';
import type { TestBackend } from '@/tests/support/test-backend';
import { createLocation, seedTenant, type TenantOverrides } from './tenants';
import { createUser } from './users';

let sequence = 0;

/** A tenant with one locker and a signed-in user holding `permissions` (default "*"). */
export async function seedAdminTenant(backend: TestBackend, options: { permissions?: string[]; tenant?: TenantOverrides } = {}) {
  const tenant = await seedTenant(backend.db, options.tenant);
  const location = await createLocation(backend.db, { tenantId: tenant.id });
  const user = await createUser(backend.db, { tenantId: tenant.id, subType: 2, permissions: options.permissions ?? ['*'] });
  const token = await backend.login(user.email, user.password);
  return { tenant, location, user, token };
}

/** The service operator's staff: their own tenant, holding the scope only provisioning can give. */
export async function seedServiceOperator(backend: TestBackend) {
  const tenant = await seedTenant(backend.db, { credits: 0 });
  const user = await createUser(backend.db, { tenantId: tenant.id, permissions: ['billing-show', serviceOperatorScope] });
  return { tenant, user, token: await backend.login(user.email, user.password) };
}

/** Another user of an existing tenant, signed in. */
export async function signedInUser(backend: TestBackend, tenantId: number, permissions: string[]) {
  const user = await createUser(backend.db, { tenantId, permissions });
  return { user, token: await backend.login(user.email, user.password) };
}

export async function insertApartment(db: Database, input: { tenantId: number; name?: string; block?: string; number?: string }) {
  const n = ++sequence;
  const [row] = await db
    .insert(apartments)
    .values({ providerId: input.tenantId, name: input.name ?? `Apto ${n}`, block: input.block ?? 'A', number: input.number ?? String(100 + n) })
    .returning();
  return row!;
}

export async function insertArticle(db: Database, input: { tenantId: number } & Partial<typeof articles.$inferInsert>) {
  const { tenantId, ...rest } = input;
  const [row] = await db
    .insert(articles)
    .values({ providerId: tenantId, nombre: `Artículo ${++sequence}`, precioCents: 1000, ...rest })
    .returning();
  return row!;
}

export async function insertResident(db: Database, input: { tenantId: number; apartmentId: number; name?: string; lastName?: string }) {
  const user = await createUser(db, { tenantId: input.tenantId, type: 'Residente', name: input.name, lastName: input.lastName });
  await db.update(users).set({ apartmentId: input.apartmentId }).where(eq(users.id, user.id));
  return user;
}

export async function userRow(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

export async function locationRow(db: Database, locationId: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, locationId));
  return row!;
}

export function tenantOutbox(db: Database, tenantId: number) {
  return db.select().from(messageOutbox).where(eq(messageOutbox.providerId, tenantId)).orderBy(asc(messageOutbox.id));
}

export function outboxTo(db: Database, tenantId: number, recipient: string) {
  return db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.providerId, tenantId), eq(messageOutbox.recipient, recipient)))
    .orderBy(asc(messageOutbox.id));
}
