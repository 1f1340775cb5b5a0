// POST /apartments and PUT /apartments/{id}: the tenant comes from the session, never from the body.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apartments } from '@/backend/db/schema';
import type { Apartment, ApartmentBody } from '@/contract/apartments';
import { getApartmentOrThrow } from './apartment-record';
import { staleVersion, versionIs } from '@/backend/http/precondition';

export async function createApartment(db: Database, input: { tenantId: number; body: ApartmentBody }): Promise<Apartment> {
  const [row] = await db
    .insert(apartments)
    .values({ providerId: input.tenantId, ...input.body })
    .returning({ id: apartments.id });
  return getApartmentOrThrow(db, { tenantId: input.tenantId, apartmentId: row!.id });
}

export async function updateApartment(
  db: Database,
  input: { tenantId: number; apartmentId: number; body: ApartmentBody; expectedVersion?: number },
): Promise<Apartment> {
  const [row] = await db
    .update(apartments)
    .set({ ...input.body, updatedAt: sql`now()` })
    .where(and(eq(apartments.id, input.apartmentId), eq(apartments.providerId, input.tenantId), versionIs(apartments.version, input.expectedVersion)))
    .returning({ id: apartments.id });
  if (row) return getApartmentOrThrow(db, input);
  // Nothing updated: either not the tenant's (404) or edited since (412).
  await getApartmentOrThrow(db, input);
  throw staleVersion();
}
