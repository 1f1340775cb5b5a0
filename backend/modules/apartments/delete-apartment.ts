// DELETE /apartments/{id}: refused (412) while residents live there, so no resident loses their apartment
// silently. The users.apartment_id foreign key (no cascade) backs this up if a resident is added meanwhile
// (a 409 from database-errors). Deleting a resident clears their apartment, so only live residents count.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { apartments } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { apartmentHasResidentsMessage, type Apartment } from '@/contract/apartments';
import { getApartmentOrThrow } from './apartment-record';

export async function deleteApartment(db: Database, input: { tenantId: number; apartmentId: number }): Promise<Apartment> {
  const apartment = await getApartmentOrThrow(db, input);
  if (apartment.residents_count > 0) {
    throw new AppError('precondition_failed', apartmentHasResidentsMessage, { apartment: [apartmentHasResidentsMessage] });
  }
  await db.delete(apartments).where(and(eq(apartments.id, input.apartmentId), eq(apartments.providerId, input.tenantId)));
  return apartment;
}
