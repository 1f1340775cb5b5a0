// The bookings list's URL (filters, sort, page) on the shared list-view plumbing (lib/list-view/list-view.ts).
// Zod-free: the table imports it in the browser.
import type { BookingSortColumn } from '@/contract/bookings';
import { defineListView, positiveInt, type FilterKind, type ListView, type RawSearchParams } from '../list-view/list-view';

/** Page size of the bookings list (docs/domain/limits.md). */
export const BOOKINGS_PER_PAGE = 25;

/** docs/domain/bookings.md: the status filter offers only these; the API accepts any id, so this is the one list of them. */
export const bookingStatusFilterIds = [1, 2, 3, 4, 5, 6, 10, 11, 18] as const;

export type { FilterKind, RawSearchParams, SortDirection } from '../list-view/list-view';

/** The 12 filters of docs/domain/screens.md, in the bar's order. URL names are the API's query names. */
export const bookingFilters = [
  { name: 'id', kind: 'id' },
  { name: 'location_id', kind: 'choice' },
  { name: 'status', kind: 'choice' },
  { name: 'size_id', kind: 'choice' },
  { name: 'insert_code', kind: 'code' },
  { name: 'expiration_date', kind: 'date' },
  { name: 'description', kind: 'text' },
  { name: 'email', kind: 'text' },
  { name: 'document', kind: 'text' },
  { name: 'phone_number', kind: 'text' },
  { name: 'created_at', kind: 'date' },
  // Only offered when the districad feature is on (docs/domain/roles-and-permissions.md); the page leaves it out otherwise.
  { name: 'districad', kind: 'yesno' },
] as const satisfies readonly { name: string; kind: FilterKind }[];

export type BookingFilterName = (typeof bookingFilters)[number]['name'];
export type BookingFilters = Partial<Record<BookingFilterName, string>>;

export const bookingSortColumns = [
  'id', 'location', 'status', 'size', 'insert_code', 'expiration_date', 'description', 'email', 'document', 'phone_number', 'created_at',
] as const satisfies readonly BookingSortColumn[];

export type BookingsView = ListView<BookingFilterName, BookingSortColumn>;

const bookingsList = defineListView<BookingFilterName, BookingSortColumn>({
  filters: bookingFilters,
  sortColumns: bookingSortColumns,
  defaultSort: 'id',
  defaultOrder: 'DESC',
  validators: {
    status: (v) => ((bookingStatusFilterIds as readonly number[]).includes(Number(v)) && positiveInt(v) ? String(Number(v)) : undefined),
  },
});

export const defaultBookingsView: BookingsView = bookingsList.defaults;

/** Reads the view from a page's `searchParams` (or a URLSearchParams); anything invalid falls back to the default. */
export function parseBookingsView(params: RawSearchParams, { districad = true }: { districad?: boolean } = {}): BookingsView {
  return bookingsList.parse(params, { skip: districad ? [] : ['districad'] });
}

/** The GET /booking query of a view (docs/domain/backend-calls.md names; empty filters are dropped by the api client). */
export function toBookingListQuery(view: BookingsView) {
  return {
    page: view.page,
    perPage: BOOKINGS_PER_PAGE,
    sortBy: view.sortBy,
    orderBy: view.orderBy,
    withPagination: true,
    full: true,
    ...view.filters,
  };
}

/** The URL query of a view; defaults are left out so that links stay short. */
export const bookingsSearch = bookingsList.search;
/** The view after clicking a column header: the same column flips direction, a new one starts ascending. */
export const sortedBy = bookingsList.sortedBy;
export const hasFilters = bookingsList.hasFilters;
