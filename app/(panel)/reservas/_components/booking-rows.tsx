'use client';
// The bookings list's rows, drawn from compact, already formatted data (booking-row.ts): the server renders them
// to HTML as usual, but the page's RSC payload carries about 0.5 KB of data per row instead of its markup, and a
// row's details are drawn only when its toggle opens them. The tab's test bookings (docs/domain/bookings.md, sessionStorage,
// never sent to the server) go through the same renderer on top of the plain list (unfiltered, first page),
// formatted here with the same formatter, also when the list itself is empty.
import { X } from 'lucide';
import { Fragment, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DetailRow, RowToggleCell } from '@/components/data-table/row-toggle';
import { DetailList, type DetailItem } from '@/components/data-table/detail-list';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { EmptyStateBody, type EmptyStateProps } from '@/components/list-screen/empty-state';
import { clientLink } from '@/components/ui/client-link';
import { removeTestBooking, testBookingsStore } from '@/lib/bookings/test-booking';
import { rowCellTiming } from '@/lib/perf/element-timing';
import { BookingActions, type BookingActionLabels } from './booking-actions';
import { fillId } from './booking-action-looks';
import { bookingRow, detailFields, rowFormat, type BookingColumnId, type BookingRow, type RowFormatLabels } from './booking-row';
import { StatusBadge } from './status-badge';


/** On a phone the card's own cells show the client's contact: its detail leaves them out. An address is kept whole. */
const detailOptions: Partial<Record<(typeof detailFields)[number], DetailItem[2]>> = {
  email: { wide: true, className: 'max-sm:hidden' },
  document: { className: 'max-sm:hidden' },
  phone_number: { className: 'max-sm:hidden' },
};
export interface BookingRowsLabels extends RowFormatLabels {
  /** Templates with "{id}". */
  open: string;
  expand: string;
  /** The expand row's labels, in `detailFields` order. */
  details: string[];
  /** The provider's name, for an enterprise tenant: its column gives way on a laptop, the expand row shows it. */
  provider?: string;
  actions: BookingActionLabels;
  testBadge: string;
  testHint: string;
  removeTest: string;
}

export interface BookingRowsProps {
  rows: BookingRow[];
  columns: { id: BookingColumnId; className?: string }[];
  labels: BookingRowsLabels;
  /** The edit modal's URL, a template with "{id}". */
  editHref: string;
  /** Said in the table's one row when there is nothing to list, not even a test booking, with the next step. */
  empty: EmptyStateProps;
  /** The tab's test bookings go on top of the plain list only: a filter or a later page would not list them. */
  withTestBookings: boolean;
  locale: string;
  timeZone: string;
}

export function BookingRows({ rows, columns, labels, editHref, empty, withTestBookings, locale, timeZone }: BookingRowsProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const testBookings = useSyncExternalStore(testBookingsStore.subscribe, testBookingsStore.getSnapshot, testBookingsStore.getServerSnapshot);
  const testRows = useMemo(() => {
    if (!withTestBookings || testBookings.length === 0) return [];
    const format = rowFormat(locale, timeZone, labels);
    return testBookings.map((b) => bookingRow(b, format, []));
  }, [withTestBookings, testBookings, locale, timeZone, labels]);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const detailItems = (row: BookingRow): DetailItem[] => {
    const items = labels.details.map((label, index): DetailItem => [label, row.details[index]!, detailOptions[detailFields[index]!]]);
    return labels.provider ? [...items, [labels.provider, row.provider]] : items;
  };

  const draw = (row: BookingRow, test: boolean, index: number) => {
    const cell = (id: BookingColumnId): ReactNode => {
      switch (id) {
        case 'id':
          return test ? (
            <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-primary-soft-fg" title={labels.testHint}>
              {labels.testBadge}
            </span>
          ) : (
            <a href={`/reservas/${row.id}`} {...clientLink()} aria-label={fillId(labels.open, row.id)} className="font-medium text-primary underline">
              {row.id}
            </a>
          );
        case 'status':
          return <StatusBadge status={row.status} />;
        case 'actions':
          return test ? (
            <Button variant="ghost" size="sm" className="px-2" aria-label={labels.removeTest} onClick={() => removeTestBooking(row.id)}>
              <Icon icon={X} className="size-4" />
            </Button>
          ) : (
            <BookingActions bookingId={row.id} actions={row.actions} layout="menu" labels={labels.actions} editHref={editHref} expiresAt={row.expiresAt} />
          );
        case 'location':
        case 'description':
        case 'provider':
          return <TruncatedText text={row[id]} />;
        default:
          return row[id];
      }
    };
    const isOpen = open.has(row.id);
    return (
      <Fragment key={row.id}>
        <tr className={test ? 'test-row' : undefined}>
          {columns.map((c) => (
            <td key={c.id} className={c.className} {...(test ? undefined : rowCellTiming(index))}>
              {cell(c.id)}
            </td>
          ))}
          <RowToggleCell rowId={row.id} label={test ? labels.testBadge : fillId(labels.expand, row.id)} open={isOpen} onToggle={() => toggle(row.id)} />
        </tr>
        <DetailRow rowId={row.id} colSpan={columns.length + 1} open={isOpen}>
          {isOpen && <DetailList items={detailItems(row)} />}
        </DetailRow>
      </Fragment>
    );
  };

  if (rows.length === 0 && testRows.length === 0) {
    return (
      <tr id="bookings-empty">
        <td colSpan={columns.length + 1} className="p-0!">
          {/* Held in view when a phone scrolls the wide table sideways (the frame is the size container). */}
          <div className="sticky left-0 w-[100cqw] max-w-full">
            <EmptyStateBody {...empty} />
          </div>
        </td>
      </tr>
    );
  }
  return (
    <>
      {testRows.map((row, index) => draw(row, true, index))}
      {rows.map((row, index) => draw(row, false, index))}
    </>
  );
}
