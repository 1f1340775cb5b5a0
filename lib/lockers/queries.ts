// Reads of the lockers screen (location-enable). Every query checks the session and the permission itself.
import 'server-only';
import { lockerDoorGridReply } from '@/contract/lockers';
import { locationList } from '@/contract/reference';
import { nullOnApiError } from '../api-optional';
import { getReferenceNames, renamed } from '../bookings/reference-names';
import { authedRequest, requirePermission } from '../session';
import { LOCKERS_PER_PAGE, type LockersView } from './list-view';

/**
 * GET /location?show_disabled=1 – the admin list, disabled lockers included, with docs/domain/backend-calls.md's withPagination=true and
 * full=true; perPage is the list's page size (docs/domain/limits.md: 5), not the lookup's 1000.
 */
export async function findLockers(view: LockersView) {
  await requirePermission('location-enable');
  return authedRequest('/location', {
    query: { show_disabled: 1, withPagination: true, full: true, page: view.page, perPage: LOCKERS_PER_PAGE, sortBy: view.sortBy, orderBy: view.orderBy, ...view.filters },
    schema: locationList,
  });
}

/** GET /location/{id}/doors – the door grid; null when it cannot be read (the row says so, the list still shows). */
export async function getDoorGrid(id: number) {
  await requirePermission('location-enable');
  return nullOnApiError(async () => {
    const [{ data }, names] = await Promise.all([authedRequest(`/location/${id}/doors`, { schema: lockerDoorGridReply }), getReferenceNames()]);
    return { ...data, doors: data.doors.map((door) => ({ ...door, size: renamed(door.size, names.size) })) };
  }, 'getDoorGrid', id);
}
