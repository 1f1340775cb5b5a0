// Reads of the apartments screen and the residents' apartment choice. Every query checks the session and the
// permission itself, even when the page already did.
import 'server-only';
import { cache } from 'react';
import { apartmentList, apartmentOptionsPermissions } from '@/contract/apartments';
import { authedRequest, requirePermission } from '../session';
import type { ApartmentsView } from './list-view';

/** docs/domain/backend-calls.md, docs/domain/limits.md: GET /apartments unpaged (withPagination=false, perPage 5000), the view's sort and filters. */
export async function findApartments(view: ApartmentsView) {
  await requirePermission('apartment-show');
  return authedRequest('/apartments', {
    query: { withPagination: false, perPage: 5000, sortBy: view.sortBy, orderBy: view.orderBy, ...view.filters },
    schema: apartmentList,
  });
}

/** One apartment for the edit drawer, or null when it is not the tenant's. */
export async function getApartment(id: number) {
  await requirePermission('apartment-edit');
  const { data } = await authedRequest('/apartments', { query: { id, withPagination: false }, schema: apartmentList });
  return data[0] ?? null;
}

/** The residents' apartment choice (name order is the user's expectation in a select); the backend's own gate. */
export const getApartmentOptions = cache(async () => {
  await requirePermission(...apartmentOptionsPermissions);
  const { data } = await authedRequest('/apartments', { query: { withPagination: false, perPage: 5000, sortBy: 'name', orderBy: 'ASC' }, schema: apartmentList });
  return data.map(({ id, name }) => ({ id, name }));
});
