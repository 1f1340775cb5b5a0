// The statement's movements (docs/domain/screens.md columns: id, booking_id, created_at, charge, current_credits,
// description), rendered on the server; sort links keep the filters. A debit is negative, a credit positive.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { BookingIdLink } from '@/components/data-table/booking-id-link';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { cn } from '@/components/ui/cn';
import type { BillingMovement } from '@/contract/billing';
import { statementList, type StatementView } from '@/lib/billing/list-definitions';

const column = createDataColumnHelper<BillingMovement>();

export async function MovementsTable({ movements, view, canOpenBookings }: { movements: BillingMovement[]; view: StatementView; canOpenBookings: boolean }) {
  const [t, format] = await Promise.all([getTranslations('billing'), getFormat()]);
  const columns: DataColumn<BillingMovement>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } }),
    column.accessor('booking_id', {
      header: t('fields.booking_id'),
      meta: { sortKey: 'booking_id', className: 'tabular-nums' },
      cell: ({ getValue }) => <BookingIdLink id={getValue<number | null>()} canOpen={canOpenBookings} label={(id) => t('list.openBooking', { id })} />,
    }),
    column.accessor('created_at', {
      header: t('fields.created_at'),
      meta: { sortKey: 'created_at', className: 'whitespace-nowrap' },
      cell: ({ getValue }) => format.dateTime(getValue<string>()),
    }),
    column.accessor('charge', {
      header: t('fields.charge'),
      meta: { sortKey: 'charge', className: 'text-right tabular-nums whitespace-nowrap' },
      cell: ({ getValue }) => {
        const charge = getValue<number>();
        return (
          <span className={cn('font-medium', charge < 0 ? 'text-danger' : 'text-emerald-700 dark:text-emerald-300')}>
            {format.signedCount(charge)}
          </span>
        );
      },
    }),
    column.accessor('current_credits', {
      header: t('fields.current_credits'),
      meta: { sortKey: 'current_credits', className: 'text-right tabular-nums' },
      cell: ({ getValue }) => format.count(getValue<number>()),
    }),
    column.accessor('description', { header: t('fields.description'), meta: { sortKey: 'description', className: 'card-wide min-w-60' } }),
  ];
  return (
    <DataTable
      id="movements-table"
      columns={columns}
      data={movements}
      getRowId={(m) => String(m.id)}
      caption={t('title')}
      sort={{
        column: view.sortBy,
        direction: view.orderBy,
        href: (key) => statementList.href(statementList.sortedBy(view, key as StatementView['sortBy'])),
      }}
    />
  );
}
