import { describe, expect, it } from 'vitest';
import { bookingSortColumns as contractSortColumns } from '@/contract/bookings';
import {
  BOOKINGS_PER_PAGE,
  bookingSortColumns,
  bookingStatusFilterIds,
  bookingsSearch,
  defaultBookingsView,
  parseBookingsView,
  sortedBy,
  toBookingListQuery,
} from '@/lib/bookings/search-params';
import { filterInput } from '@/lib/list-view/list-view';

describe('bookings search params', () => {
  it('an empty query is the default view: id descending, page 1, no filters', () => {
    expect(parseBookingsView({})).toEqual(defaultBookingsView);
  });

  it('reads every filter of docs/domain/screens.md and drops empty ones (a no-JS form submits them all)', () => {
    const view = parseBookingsView({
      id: '12', location_id: '3', status: '6', size_id: '2', insert_code: '012345', expiration_date: '2026-11-21',
      description: ' Pedido 9 ', email: 'a@b.uy', document: '1234567', phone_number: '099', created_at: '2026-11-01',
      districad: 'yes', page: '', sortBy: '', orderBy: '',
    });
    expect(view.filters).toEqual({
      id: '12', location_id: '3', status: '6', size_id: '2', insert_code: '012345', expiration_date: '2026-11-21',
      description: 'Pedido 9', email: 'a@b.uy', document: '1234567', phone_number: '099', created_at: '2026-11-01', districad: 'yes',
    });
    expect(view.page).toBe(1);
  });

  it('drops values the API would refuse instead of failing the page, keeping what was typed to show it back', () => {
    const view = parseBookingsView({ id: 'abc', status: '7', insert_code: '1234567', expiration_date: '31/02/2026', districad: 'maybe', page: '-2', sortBy: 'password', orderBy: 'sideways' });
    expect(view).toEqual({
      ...defaultBookingsView,
      rejected: { id: 'abc', status: '7', insert_code: '1234567', expiration_date: '31/02/2026', districad: 'maybe' },
    });
    expect(bookingsSearch(view)).toBe('');
    expect(filterInput(view, 'insert_code', 'No es un valor válido')).toEqual({ value: '1234567', error: 'No es un valor válido' });
    expect(filterInput(parseBookingsView({ insert_code: '123456' }), 'insert_code', 'x')).toEqual({ value: '123456' });
  });

  it('reads a day typed as the screens show it (day/month/year) and keeps the API form in the URL', () => {
    const view = parseBookingsView({ expiration_date: '21/11/2026', created_at: '2026-11-20' });
    expect(view.filters).toEqual({ expiration_date: '2026-11-21', created_at: '2026-11-20' });
    expect(bookingsSearch(view)).toBe('?expiration_date=2026-11-21&created_at=2026-11-20');
  });

  it('offers only statuses 1–6, 10, 11 and 18', () => {
    expect([...bookingStatusFilterIds]).toEqual([1, 2, 3, 4, 5, 6, 10, 11, 18]);
    expect(parseBookingsView({ status: '18' }).filters.status).toBe('18');
    expect(parseBookingsView({ status: '9' }).filters.status).toBeUndefined();
  });

  it('sorts only by the columns the API knows', () => {
    expect([...bookingSortColumns]).toEqual([...contractSortColumns]);
    expect(parseBookingsView({ sortBy: 'expiration_date', orderBy: 'asc' })).toMatchObject({ sortBy: 'expiration_date', orderBy: 'ASC' });
  });

  it('leaves the districad filter out when the feature is off', () => {
    expect(parseBookingsView({ districad: 'no' }, { districad: false }).filters).toEqual({});
    expect(parseBookingsView({ districad: 'no' }).filters).toEqual({ districad: 'no' });
  });

  it('takes the first value of a repeated parameter and accepts URLSearchParams', () => {
    expect(parseBookingsView({ id: ['5', '6'] }).filters.id).toBe('5');
    expect(parseBookingsView(new URLSearchParams('status=2&page=3')).filters.status).toBe('2');
  });

  it('builds the GET /booking query with 25 per page', () => {
    const query = toBookingListQuery(parseBookingsView({ status: '2', page: '2' }));
    expect(query).toMatchObject({ page: 2, perPage: BOOKINGS_PER_PAGE, sortBy: 'id', orderBy: 'DESC', withPagination: true, status: '2' });
    expect(BOOKINGS_PER_PAGE).toBe(25);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const view = parseBookingsView({ status: '3', email: 'x@y.uy', sortBy: 'id', orderBy: 'DESC', page: '1' });
    expect(bookingsSearch(view)).toBe('?status=3&email=x%40y.uy');
    const sorted = sortedBy({ ...view, page: 4 }, 'location');
    expect(bookingsSearch(sorted)).toBe('?status=3&email=x%40y.uy&sortBy=location&orderBy=ASC');
    expect(parseBookingsView(new URLSearchParams(bookingsSearch(sorted)))).toEqual(sorted);
    expect(bookingsSearch(defaultBookingsView)).toBe('');
  });

  it('a second click on the sorted column flips the direction and goes back to page 1', () => {
    const asc = sortedBy({ ...defaultBookingsView, page: 3 }, 'status');
    expect(asc).toMatchObject({ sortBy: 'status', orderBy: 'ASC', page: 1 });
    expect(sortedBy(asc, 'status').orderBy).toBe('DESC');
    expect(sortedBy(defaultBookingsView, 'id').orderBy).toBe('ASC');
  });
});
