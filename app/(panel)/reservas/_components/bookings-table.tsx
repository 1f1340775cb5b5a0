'use client';
// The bookings table of spec §2. Rows arrive sorted and paged by the server; the tab's test bookings
// (spec §4, sessionStorage) are put on top. Email is hidden on large screens, as the spec says, and
// shown in the expand row there; the enterprise variant adds the provider column.
import { X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo, useSyncExternalStore } from 'react';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import type { Booking } from '@/contract/bookings';
import type { BookingActionName } from '@/lib/bookings/permissions';
import { bookingsSearch, sortedBy, type BookingsView } from '@/lib/bookings/search-params';
import { isTestRow, removeTestBooking, testBookingsStore } from '@/lib/bookings/test-booking';
import { BookingActions } from './booking-actions';
import { BookingDetailsList } from './booking-details-list';
import { StatusBadge } from './status-badge';

const column = createDataColumnHelper<Booking>();

export interface BookingsTableProps {
  bookings: Booking[];
  view: BookingsView;
  showProvider: boolean;
  permitted: BookingActionName[];
}

export function BookingsTable({ bookings, view, showProvider, permitted }: BookingsTableProps) {
  const t = useTranslations('bookings');
  const format = useFormatter();
  const testBookings = useSyncExternalStore(testBookingsStore.subscribe, testBookingsStore.getSnapshot, testBookingsStore.getServerSnapshot);
  const data = useMemo(() => [...testBookings, ...bookings], [testBookings, bookings]);

  const columns = useMemo(() => {
    const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
    const list: DataColumn<Booking>[] = [
      column.accessor('id', {
        header: t('fields.id'),
        meta: { sortKey: 'id' },
        cell: ({ row }) =>
          isTestRow(row.original) ? (
            <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-primary-soft-fg" title={t('list.testHint')}>
              {t('list.testBadge')}
            </span>
          ) : (
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
    if (showProvider) list.push(column.accessor((b) => b.provider.name, { id: 'provider', header: t('fields.provider') }));
    list.push(
      column.display({
        id: 'actions',
        header: t('fields.actions'),
        cell: ({ row }) =>
          isTestRow(row.original) ? (
            <Button variant="ghost" size="sm" className="px-2" aria-label={t('list.removeTest')} onClick={() => removeTestBooking(row.original.id)}>
              <X aria-hidden className="size-4" />
            </Button>
          ) : (
            <BookingActions bookingId={row.original.id} statusId={row.original.status.id} permitted={permitted} layout="menu" />
          ),
      }),
    );
    return list;
  }, [t, format, showProvider, permitted]);

  return (
    <DataTable
      columns={columns}
      data={data}
      getRowId={(b) => String(b.id)}
      caption={t('title')}
      sort={{
        column: view.sortBy,
        direction: view.orderBy,
        href: (key) => `/reservas${bookingsSearch(sortedBy(view, key as BookingsView['sortBy']))}`,
      }}
      rowClassName={(b) => (isTestRow(b) ? 'bg-primary-soft/40' : undefined)}
      expand={{
        header: t('fields.expand'),
        buttonLabel: (b) => (isTestRow(b) ? t('list.testBadge') : t('list.expand', { id: b.id })),
        render: (b) => <BookingDetailsList booking={b} />,
      }}
    />
  );
}
