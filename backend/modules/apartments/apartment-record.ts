// How an apartment is read (with its provider and live residents) and turned into the contract's shape;
// the lookups every apartment use case shares, each scoped to the caller's tenant.
import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apartments, providers } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import type { Apartment } from '@/contract/apartments';
import { isRecordId } from '@/backend/http/record-id';

export const apartmentNotFound = () => new AppError('not_found', 'Apartamento no encontrado.');

/** Residents not deleted: a deleted resident no longer lives anywhere. */
export const residentsCount = sql<number>`(
  select count(*)::int from users
  where users.apartment_id = ${apartments.id} and users.type = 'Residente' and users.deleted_at is null
)`;

export function selectApartments(db: Database) {
  return db
    .select({ apartment: apartments, provider: { id: providers.id, name: providers.name }, residents: residentsCount })
    .from(apartments)
    .innerJoin(providers, eq(providers.id, apartments.providerId));
}

type ApartmentRow = Awaited<ReturnType<ReturnType<typeof selectApartments>['execute']>>[number];

export function toApartmentReply({ apartment, provider, residents }: ApartmentRow): Apartment {
  return { id: apartment.id, name: apartment.name, block: apartment.block, number: apartment.number, provider, residents_count: residents, version: apartment.version };
}

export async function getApartmentOrThrow(db: Database, input: { tenantId: number; apartmentId: number }): Promise<Apartment> {
  const [row] = await selectApartments(db).where(and(eq(apartments.id, input.apartmentId), eq(apartments.providerId, input.tenantId)));
  if (!row) throw apartmentNotFound();
  return toApartmentReply(row);
}

/** Ids are int4: anything larger cannot exist, and would otherwise be a database error. */
export function apartmentRef(c: Context<ProtectedEnv>) {
  const apartmentId = Number(c.req.param('id'));
  if (!isRecordId(apartmentId)) throw apartmentNotFound();
  return { tenantId: c.get('auth').tenant.id, apartmentId };
}
