// The bookings list's URL: filters, sort and page, one definition for the server page, the filter bar and
// the table's links, so that a copied link reproduces the view. Deliberately zod-free and free of
// contract/ runtime imports: the table imports it in the browser, and zod must stay out of the list's bundle.
// Values that the API would refuse are dropped here, so a hand-edited URL shows a list instead of an error.
import type { BookingSortColumn } from '@/contract/bookings';

/** Page size of the bookings list (spec §9). */
export const BOOKINGS_PER_PAGE = 25;

/** Spec §4: the status filter offers only these (same list as the contract's statusFilterOptions). */
export const bookingStatusFilterIds = [1, 2, 3, 4, 5, 6, 10, 11, 18] as const;

export type FilterKind = 'id' | 'choice' | 'status' | 'code' | 'date' | 'text' | 'yesno';

/** The 12 filters of spec §2, in the bar's order. URL names are the API's query names. */
export const bookingFilters = [
  { name: 'id', kind: 'id' },
  { name: 'location_id', kind: 'choice' },
  { name: 'status', kind: 'status' },
  { name: 'size_id', kind: 'choice' },
  { name: 'insert_code', kind: 'code' },
  { name: 'expiration_date', kind: 'date' },
  { name: 'description', kind: 'text' },
  { name: 'email', kind: 'text' },
  { name: 'document', kind: 'text' },
  { name: 'phone_number', kind: 'text' },
  { name: 'created_at', kind: 'date' },
  // Only offered when the districad feature is on (spec §6); the page leaves it out otherwise.
  { name: 'districad', kind: 'yesno' },
] as const satisfies readonly { name: string; kind: FilterKind }[];

export type BookingFilterName = (typeof bookingFilters)[number]['name'];
export type BookingFilters = Partial<Record<BookingFilterName, string>>;

export const bookingSortColumns = [
  'id', 'location', 'status', 'size', 'insert_code', 'expiration_date', 'description', 'email', 'document', 'phone_number', 'created_at',
] as const satisfies readonly BookingSortColumn[];
export type SortDirection = 'ASC' | 'DESC';

export interface BookingsView {
  filters: BookingFilters;
  sortBy: BookingSortColumn;
  orderBy: SortDirection;
  page: number;
}

export const defaultBookingsView: BookingsView = { filters: {}, sortBy: 'id', orderBy: 'DESC', page: 1 };

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: RawSearchParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

const positiveInt = (v: string) => /^\d{1,9}$/.test(v) && Number(v) > 0;
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

const validators: Record<FilterKind, (value: string) => string | undefined> = {
  id: (v) => (positiveInt(v) ? String(Number(v)) : undefined),
  choice: (v) => (positiveInt(v) ? String(Number(v)) : undefined),
  status: (v) => ((bookingStatusFilterIds as readonly number[]).includes(Number(v)) && positiveInt(v) ? String(Number(v)) : undefined),
  code: (v) => (/^\d{1,6}$/.test(v) ? v : undefined),
  date: (v) => (isDay(v) ? v : undefined),
  text: (v) => (v.length <= 100 ? v : undefined),
  yesno: (v) => (v === 'yes' || v === 'no' ? v : undefined),
};

/** Reads the view from a page's `searchParams` (or a URLSearchParams); anything invalid falls back to the default. */
export function parseBookingsView(params: RawSearchParams, { districad = true }: { districad?: boolean } = {}): BookingsView {
  const filters: BookingFilters = {};
  for (const { name, kind } of bookingFilters) {
    if (name === 'districad' && !districad) continue;
    const raw = read(params, name);
    const value = raw === undefined ? undefined : validators[kind](raw);
    if (value !== undefined) filters[name] = value;
  }
  const sortBy = read(params, 'sortBy');
  const orderBy = read(params, 'orderBy')?.toUpperCase();
  const page = read(params, 'page');
  return {
    filters,
    sortBy: (bookingSortColumns as readonly string[]).includes(sortBy ?? '') ? (sortBy as BookingSortColumn) : defaultBookingsView.sortBy,
    orderBy: orderBy === 'ASC' || orderBy === 'DESC' ? orderBy : defaultBookingsView.orderBy,
    page: page && positiveInt(page) ? Number(page) : 1,
  };
}

/** The GET /booking query of a view (spec §7 names; empty filters are dropped by the api client). */
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
export function bookingsSearch(view: BookingsView, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const { name } of bookingFilters) {
    const value = view.filters[name];
    if (value) params.set(name, value);
  }
  if (view.sortBy !== defaultBookingsView.sortBy || view.orderBy !== defaultBookingsView.orderBy) {
    params.set('sortBy', view.sortBy);
    params.set('orderBy', view.orderBy);
  }
  if (view.page > 1) params.set('page', String(view.page));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The view after clicking a column header: the same column flips direction, a new one starts ascending. */
export function sortedBy(view: BookingsView, column: BookingSortColumn): BookingsView {
  const orderBy: SortDirection = view.sortBy === column && view.orderBy === 'ASC' ? 'DESC' : 'ASC';
  return { ...view, sortBy: column, orderBy, page: 1 };
}

export function hasFilters(view: BookingsView): boolean {
  return Object.keys(view.filters).length > 0;
}
