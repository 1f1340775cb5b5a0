// /apartments (docs/domain/data-model.md apartment, docs/domain/backend-calls.md calls, docs/domain/limits.md: unpaged, perPage 5000, id descending).
import { z } from 'zod';
import type { Permission } from './auth';
import { dataReply, listQuery, listReply, rowVersionField } from './common';
import { idFilter, orderByParam, perPageParam, requiredText, sortByParam, textFilter } from './fields';

export const apartment = z.object({
  id: z.number().int(),
  name: z.string(),
  block: z.string(),
  number: z.string(),
  provider: z.object({ id: z.number().int(), name: z.string() }),
  /** Residents living there (deleting is refused while > 0). */
  residents_count: z.number().int(),
  /** Row version for If-Match (optional: an external API may not send it). */
  version: rowVersionField,
});
export type Apartment = z.infer<typeof apartment>;

/**
 * Who may read GET /apartments: the apartments screen (apartment-show) and the residents screen's apartment choice
 * (user-show opens it, docs/domain/screens.md; user-edit its form; user-show-ho, user-create-ho). The backend and the BFF check the same list.
 */
export const apartmentOptionsPermissions = ['apartment-show', 'user-show', 'user-edit', 'user-show-ho', 'user-create-ho'] as const satisfies readonly Permission[];
export const apartmentList = listReply(apartment);
export const apartmentReply = dataReply(apartment);

/** POST /apartments and PUT /apartments/{id}: all three required (docs/domain/validation.md). Numbers may hold letters ("3B"). */
export const apartmentBody = z.object({
  name: requiredText(120),
  block: requiredText(40),
  number: requiredText(40),
});
export type ApartmentBody = z.infer<typeof apartmentBody>;

export const apartmentSortColumns = ['id', 'name', 'block', 'number'] as const;

/** GET /apartments: filters id (exact), block and number (exact, any case); search matches name, block, number. */
export const apartmentListQuery = listQuery.extend({
  perPage: perPageParam(5000, 5000),
  sortBy: sortByParam(apartmentSortColumns),
  orderBy: orderByParam('DESC'),
  id: idFilter,
  block: textFilter,
  number: textFilter,
  name: textFilter,
});
export type ApartmentListQuery = z.infer<typeof apartmentListQuery>;

export const apartmentHasResidentsMessage = 'No se puede eliminar un apartamento con residentes asignados.';
