// Reads of the bookings screens. Every query checks the session and the permission itself (data-access layer),
// even when the page already did: a query reused elsewhere must not leak.
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { booking, bookingChangesReply, bookingList, bookingTransactionsReply, type Booking, type BookingChange } from '@/contract/bookings';
import { bookingOrderReply } from '@/contract/public-orders';
import { locationList, sizeList, statusList } from '@/contract/reference';
import { ApiError } from '../api-errors';
import { nullOnApiError } from '../api-optional';
import { rememberReference } from '../reference-cache';
import { authedRequest, getCurrentUser, requirePermission } from '../session';
import { getMovementWording } from '../billing/movement-wording';
import { getReferenceNames, renamed, withReferenceNames } from './reference-names';
import { toBookingListQuery, type BookingsView } from './search-params';

/** GET /booking – one page of the tenant's bookings for a view of the list. */
export async function findBookings(view: BookingsView) {
  await requirePermission('booking-show');
  return named(authedRequest('/booking', { query: toBookingListQuery(view), schema: bookingList }));
}

/** Bookings in one status (the dashboard's expired pickups), newest deadline first. */
export async function findBookingsInStatus(statusId: number, perPage = 25) {
  await requirePermission('booking-show');
  return named(authedRequest('/booking', {
    query: { status: statusId, perPage, page: 1, sortBy: 'expiration_date', orderBy: 'DESC', withPagination: true, full: true },
    schema: bookingList,
  }));
}

/** A list page with its statuses and sizes named in the user's language. */
async function named<L extends { data: Booking[] }>(list: Promise<L>): Promise<L> {
  const [reply, names] = await Promise.all([list, getReferenceNames()]);
  return { ...reply, data: reply.data.map((b) => withReferenceNames(b, names)) };
}

/** GET /booking/{id}, or null when it is not the tenant's (or no longer exists). Its callers check the permission. */
async function findBooking(id: string | number) {
  try {
    const [found, names] = await Promise.all([authedRequest(`/booking/${id}`, { query: { withDataWrap: 0 }, schema: booking }), getReferenceNames()]);
    return withReferenceNames(found, names);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A booking's page: another tenant's booking and a missing one are both a 404 page. */
export const getBookingOrThrow = cache(async (id: string) => {
  await requirePermission('booking-show');
  if (!/^\d{1,9}$/.test(id)) notFound();
  return (await findBooking(id)) ?? notFound();
});

/**
 * A booking for the edit modal (?editar=12), or null when it is not the tenant's (or no longer exists): a stale
 * link shows the list without the modal instead of a 404. Also what a refused save shows as the record now.
 */
export async function getBookingForEdit(id: number) {
  await requirePermission('booking-edit');
  return findBooking(id);
}

/** GET /booking/{id}/changes – the timeline, oldest first. */
export async function findBookingChanges(id: number) {
  await requirePermission('booking-show');
  const [{ data }, names] = await Promise.all([authedRequest(`/booking/${id}/changes`, { schema: bookingChangesReply }), getReferenceNames()]);
  const rename = (status: BookingChange['status_from']) => status && renamed(status, names.status);
  return data.map((change) => ({ ...change, status_from: rename(change.status_from), status_to: rename(change.status_to) }));
}

/** GET /booking/{id}/public-order – the order number the traveller uses on the public pages, or null. */
export async function getBookingOrderNumber(id: number): Promise<string | null> {
  await requirePermission('booking-show');
  return (await authedRequest(`/booking/${id}/public-order`, { schema: bookingOrderReply })).data?.order_number ?? null;
}

/**
 * GET /booking/{id}/transactions, described in the user's language. An API error is logged and answers null, which
 * the booking page shows as "could not be loaded" while the rest of it works; an ended session still signs out
 * (docs/domain/errors.md "Where we differ from the old client, on purpose").
 */
export async function findBookingTransactions(id: number) {
  await requirePermission('booking-show');
  return nullOnApiError(
    async () => {
      const [reply, inUserLanguage] = await Promise.all([
        authedRequest(`/booking/${id}/transactions`, { query: { withPagination: true, perPage: 100 }, schema: bookingTransactionsReply }),
        getMovementWording(),
      ]);
      return inUserLanguage(reply.data);
    },
    'findBookingTransactions',
  );
}

const fullList = { withPagination: true, full: true } as const;

/**
 * Reference data for filters and the create form: per tenant for a few minutes (lib/reference-cache.ts), named in
 * the user's language.
 */
export const getBookingStatuses = cache(async () => {
  const me = await getCurrentUser();
  const [statuses, names] = await Promise.all([
    rememberReference(`status:${me.provider.id}`, async () => (await authedRequest('/status', { query: { ...fullList, perPage: 100 }, schema: statusList })).data),
    getReferenceNames(),
  ]);
  return statuses.map((status) => renamed(status, names.status));
});
export const getBookingSizes = cache(async () => {
  const me = await getCurrentUser();
  const [sizes, names] = await Promise.all([
    rememberReference(`size:${me.provider.id}`, async () => (await authedRequest('/size', { query: fullList, schema: sizeList })).data),
    getReferenceNames(),
  ]);
  return sizes.map((size) => renamed(size, names.size));
});
/** docs/domain/backend-calls.md: lockers are capped at perPage 1000. */
export const getLocations = cache(async () => (await authedRequest('/location', { query: { ...fullList, perPage: 1000, sortBy: 'id', orderBy: 'ASC' }, schema: locationList })).data);
