// Locker administration (docs/domain/screens.md locker list, docs/domain/data-model.md locker): the admin list's query, the
// enable/disable toggle and the door grid. The locker itself is contract/reference's `location`.
import { z } from 'zod';
import { dataReply } from './common';
import { flag, idFilter, optionalFilter, orderByParam, sortByParam, textFilter, wholeNumberParam, yesNoFilter } from './fields';
import { locationQuery } from './reference';

export const lockerSortColumns = ['id', 'description'] as const;

/**
 * GET /location: the booking screens' lookup (perPage 1000, enabled only) and, with show_disabled=1, the
 * admin list (docs/domain/limits.md: 5 per page, id descending). Filters: id, description (name, substring), enabled.
 */
export const lockerListQuery = locationQuery.extend({
  /** Default: 5 for the admin list (show_disabled=1), 1000 for the lookup. */
  perPage: optionalFilter(wholeNumberParam(1, 1000)),
  sortBy: sortByParam(lockerSortColumns),
  orderBy: orderByParam('DESC'),
  id: idFilter,
  description: textFilter,
  enabled: yesNoFilter,
});
export type LockerListQuery = z.infer<typeof lockerListQuery>;
/** perPage when the client sends none (docs/domain/limits.md: the admin list shows 5; the lookup is capped at 1000). */
export const lockerAdminPerPage = 5;
export const lockerLookupPerPage = 1000;

/** POST /locker/{id}/toggle-enable; without `enabled` the state flips. */
export const toggleLockerBody = z.object({ enabled: flag.optional() });
export const lockerState = z.object({
  id: z.number().int(),
  enabled: z.union([z.literal(0), z.literal(1)]),
  locker_enabled: z.boolean(),
});
export const toggleLockerReply = z.object({ message: z.string(), data: lockerState });
export const lockerEnabledMessage = 'Locker habilitado';
export const lockerDisabledMessage = 'Locker deshabilitado';

/**
 * Door states of the grid: disabled (door switched off), reserved (a booking in 2 Reserva holds it),
 * occupied (the parcel is in: 3, 6, 11), free otherwise.
 */
export const doorStates = ['free', 'reserved', 'occupied', 'disabled'] as const;
export type DoorState = (typeof doorStates)[number];

export const lockerDoor = z.object({
  id: z.number().int(),
  number: z.number().int(),
  size: z.object({ id: z.number().int(), name: z.string() }),
  enabled: z.boolean(),
  state: z.enum(doorStates),
  /** The booking holding the door (reserved or occupied), else null. */
  booking_id: z.number().int().nullable(),
});
export type LockerDoor = z.infer<typeof lockerDoor>;

/** GET /location/{id}/doors */
export const lockerDoorGrid = z.object({
  location: lockerState.extend({ description: z.string() }),
  doors: z.array(lockerDoor),
  /** Doors per state, for the grid's legend. */
  totals: z.record(z.enum(doorStates), z.number().int()),
});
export type LockerDoorGrid = z.infer<typeof lockerDoorGrid>;
export const lockerDoorGridReply = dataReply(lockerDoorGrid);
