// The bookings table of spec §2, rendered on the server (components/data-table). Rows arrive sorted and paged
// by the server; the tab's test bookings (spec §4, sessionStorage) are rendered on top by a small client
// island. Email is hidden on large screens, as the spec says, and shown in the expand row there; the
// enterprise variant adds the provider column. Row actions are one small client island per row.
import { getFormatter, getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { Booking } from '@/contract/bookings';
import { actionsForStatus, type BookingActionName } from '@/lib/bookings/permissions';
import { bookingsSearch, sortedBy, type BookingsView } from '@/lib/bookings/search-params';
import { getBookingActionLabels } from './booking-action-labels';
import { BookingActions } from './booking-actions';
import { BookingDetailsList, bookingDetailItems, type DetailField } from './booking-details-list';
import { StatusBadge } from './status-badge';
import { TestBookingRows, type TestRowLabels } from './test-booking-rows';

const column = createDataColumnHelper<Booking>();
const detailFields: DetailField[] = ['email', 'created_at', 'insert_date', 'withdrawal_date', 'door', 'code_validity_hours', 'whatsapp', 'notes'];

export interface BookingsTableProps {
  bookings: Booking[];
  view: BookingsView;
  showProvider: boolean;
  permitted: BookingActionName[];
}

export async function BookingsTable({ bookings, view, showProvider, permitted }: BookingsTableProps) {
  const [t, format, locale, timeZone, actionLabels] = await Promise.all([
    getTranslations('bookings'),
    getFormatter(),
    getLocale(),
    getTimeZone(),
    getBookingActionLabels(),
  ]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const detailFormat = {
    label: (field: DetailField) => t(`fields.${field}`),
    date: (iso: string | null) => (iso ? date(iso) : '—'),
    hours: (hours: number) => t('list.hours', { hours }),
    yes: t('list.yes'),
    no: t('list.no'),
  };

  const columns: DataColumn<Booking>[] = [
    column.accessor('id', {
      header: t('fields.id'),
      meta: { sortKey: 'id' },
      cell: ({ row }) => (
        <Link href={`/reservas/${row.original.id}`} aria-label={t('list.open', { id: row.original.id })} className="font-medium text-primary underline">
          {row.original.id}
        </Link>
      ),
    }),
    column.accessor((b) => b.location.description, { id: 'location', header: t('fields.location'), meta: { sortKey: 'location' } }),
    column.accessor((b) => b.status.name, {
      id: 'status',
      header: t('fields.status'),
      meta: { sortKey: 'status' },
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    }),
    column.accessor((b) => b.size.name, { id: 'size', header: t('fields.size'), meta: { sortKey: 'size' } }),
    column.accessor('insert_code', {
      header: t('fields.insert_code'),
      meta: { sortKey: 'insert_code', className: 'font-mono tabular-nums' },
    }),
    column.accessor('expiration_date', {
      header: t('fields.expiration_date'),
      meta: { sortKey: 'expiration_date', className: 'whitespace-nowrap' },
      cell: ({ getValue }) => date(getValue()),
    }),
    column.accessor((b) => b.client.description, { id: 'description', header: t('fields.description'), meta: { sortKey: 'description' } }),
    column.accessor((b) => b.client.email ?? '', { id: 'email', header: t('fields.email'), meta: { sortKey: 'email', className: 'lg:hidden break-all' } }),
    column.accessor((b) => b.client.document ?? '', { id: 'document', header: t('fields.document'), meta: { sortKey: 'document' } }),
    column.accessor((b) => b.client.phone_number ?? '', { id: 'phone_number', header: t('fields.phone_number'), meta: { sortKey: 'phone_number', className: 'whitespace-nowrap' } }),
  ];
  if (showProvider) columns.push(column.accessor((b) => b.provider.name, { id: 'provider', header: t('fields.provider') }));
  columns.push(
    column.display({
      id: 'actions',
      header: t('fields.actions'),
      cell: ({ row }) => (
        <BookingActions bookingId={row.original.id} actions={actionsForStatus(permitted, row.original.status.id)} layout="menu" labels={actionLabels} />
      ),
    }),
  );

  // What the browser needs to draw the tab's test bookings in the same columns.
  const testLabels: TestRowLabels = {
    testBadge: t('list.testBadge'),
    testHint: t('list.testHint'),
    removeTest: t('list.removeTest'),
    yes: detailFormat.yes,
    no: detailFormat.no,
    hoursOne: t('list.hours', { hours: 1 }).replace('1', '{n}'),
    hoursOther: t('list.hours', { hours: 2 }).replace('2', '{n}'),
    fields: Object.fromEntries(detailFields.map((field) => [field, t(`fields.${field}`)])) as TestRowLabels['fields'],
  };
  const testColumns = columns.map((c) => ({ id: c.id ?? ('accessorKey' in c ? String(c.accessorKey) : ''), className: c.meta?.className }));

  return (
    <DataTable
      id="bookings-table"
      columns={columns}
      data={bookings}
      getRowId={(b) => String(b.id)}
      caption={t('title')}
      sort={{
        column: view.sortBy,
        direction: view.orderBy,
        href: (key) => `/reservas${bookingsSearch(sortedBy(view, key as BookingsView['sortBy']))}`,
      }}
      expand={{
        header: t('fields.expand'),
        buttonLabel: (b) => t('list.expand', { id: b.id }),
        render: (b) => <BookingDetailsList items={bookingDetailItems(b, detailFormat)} />,
      }}
      leadingRows={<TestBookingRows columns={testColumns} labels={testLabels} locale={locale} timeZone={timeZone} />}
    />
  );
}
