// The bookings table of docs/domain/screens.md. The server sorts and pages the rows and renders the whole table; the header is
// server markup (sort links work without JavaScript) and the rows are one client component fed compact,
// already formatted data (booking-rows.tsx), which also draws the tab's test bookings on top. Email is hidden on
// large screens, as the spec says, and shown in the expand row there, like the document, the phone and an enterprise
// tenant's provider below 1536 px (the table fits 1280 px with the menu open); long names stay on one line with the
// whole text in their title. On a phone each row is a card (app/globals.css).
import { getLocale, getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { bodyCellClassName, cardLabel, DataTableFrame, DataTableHead, type HeadColumn } from '@/components/data-table/data-table-head';
import type { EmptyStateProps } from '@/components/list-screen/empty-state';
import type { Booking } from '@/contract/bookings';
import { actionsForStatus, type BookingActionName } from '@/lib/bookings/permissions';
import { bookingsSearch, hasFilters, sortedBy, type BookingsView } from '@/lib/bookings/search-params';
import { getBookingActionLabels } from './booking-action-labels';
import { bookingRow, detailFields, rowFormat, type BookingColumnId } from './booking-row';
import { BookingRows, type BookingRowsLabels } from './booking-rows';

const ID = '{id}';

export interface BookingsTableProps {
  bookings: Booking[];
  view: BookingsView;
  showProvider: boolean;
  permitted: BookingActionName[];
  /** What the table says when it has no rows, and the next step (the tab's test bookings still show on top of the plain list). */
  empty: EmptyStateProps;
}

type Column = HeadColumn & { id: BookingColumnId };

export async function BookingsTable({ bookings, view, showProvider, permitted, empty }: BookingsTableProps) {
  const [t, locale, timeZone, actionLabels] = await Promise.all([getTranslations('bookings'), getLocale(), getTimeZone(), getBookingActionLabels()]);
  const header = (id: BookingColumnId, options: Omit<Column, 'id' | 'header'> = {}): Column => ({ id, header: t(`fields.${id}`), ...options });
  const columns: Column[] = [
    header('id', { sortKey: 'id' }),
    header('location', { sortKey: 'location' }),
    header('status', { sortKey: 'status' }),
    header('size', { sortKey: 'size', className: 'whitespace-nowrap' }),
    header('insert_code', { sortKey: 'insert_code', shortHeader: t('list.codeShort'), className: 'whitespace-nowrap', cellClassName: 'font-mono tabular-nums' }),
    header('expiration_date', { sortKey: 'expiration_date', className: 'whitespace-nowrap' }),
    header('description', { sortKey: 'description', shortHeader: t('list.referenceShort'), className: 'whitespace-nowrap' }),
    // Secondary on a wide screen: the expand row shows them, so the table fits a laptop without scrolling.
    header('email', { sortKey: 'email', className: 'sm:hidden card-wide' }),
    header('document', { sortKey: 'document', className: 'sm:max-2xl:hidden' }),
    header('phone_number', { sortKey: 'phone_number', className: 'whitespace-nowrap sm:max-2xl:hidden' }),
    ...(showProvider ? [header('provider', { className: 'whitespace-nowrap sm:max-2xl:hidden' })] : []),
    header('actions', { className: 'col-actions' }),
  ];

  const labels: BookingRowsLabels = {
    open: t('list.open', { id: ID }),
    expand: t('list.expand', { id: ID }),
    details: detailFields.map((field) => t(`fields.${field}`)),
    provider: showProvider ? t('fields.provider') : undefined,
    actions: actionLabels,
    testBadge: t('list.testBadge'),
    testHint: t('list.testHint'),
    removeTest: t('list.removeTest'),
    yes: t('list.yes'),
    no: t('list.no'),
    hoursOne: t('list.hours', { hours: 1 }).replace('1', '{n}'),
    hoursOther: t('list.hours', { hours: 2 }).replace('2', '{n}'),
  };
  const format = rowFormat(locale, timeZone, labels);
  // The edit modal opens over the same view of the list (?editar=12 next to the filters, sort and page).
  const search = bookingsSearch(view);
  const editHref = `/reservas${search}${search ? '&' : '?'}editar=${ID}`;

  return (
    <DataTableFrame id="bookings-table" caption={t('title')} cardLabels={columns.map(cardLabel)}>
      <DataTableHead
        columns={columns}
        sort={{
          column: view.sortBy,
          direction: view.orderBy,
          href: (key) => `/reservas${bookingsSearch(sortedBy(view, key as BookingsView['sortBy']))}`,
        }}
        expand={{ label: t('fields.expand') }}
      />
      <tbody>
        <BookingRows
          rows={bookings.map((b) => bookingRow(b, format, actionsForStatus(permitted, b.status.id)))}
          columns={columns.map((c) => ({ id: c.id, className: bodyCellClassName(c) }))}
          labels={labels}
          editHref={editHref}
          empty={empty}
          withTestBookings={!hasFilters(view) && view.page === 1}
          locale={locale}
          timeZone={timeZone}
        />
      </tbody>
    </DataTableFrame>
  );
}
