// The booking's credit movements (GET /booking/{id}/transactions) in the lists' table, so that a phone shows each
// movement as a card instead of a table to scroll sideways. A failed load is logged by the query
// (docs/domain/errors.md) and shown here as a short note instead of breaking the page.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { BookingTransaction } from '@/contract/bookings';

const column = createDataColumnHelper<BookingTransaction>();

export async function BookingTransactions({ transactions }: { transactions: BookingTransaction[] | null }) {
  const [t, format] = await Promise.all([getTranslations('bookings.detail'), getFormat()]);
  if (transactions === null) return <Note>{t('transactionsFailed')}</Note>;
  if (transactions.length === 0) return <Note>{t('noTransactions')}</Note>;
  const columns: DataColumn<BookingTransaction>[] = [
    column.accessor('created_at', {
      header: t('date'),
      meta: { className: 'whitespace-nowrap' },
      // Heading a phone's card, where the cell itself may wrap: the date and time stay together.
      cell: ({ getValue }) => (
        <time dateTime={getValue<string>()} className="whitespace-nowrap">
          {format.dateTime(getValue<string>())}
        </time>
      ),
    }),
    column.accessor('description', { header: t('concept'), meta: { className: 'card-wide' } }),
    column.accessor('charge', {
      header: t('charge'),
      meta: { className: 'text-right tabular-nums whitespace-nowrap' },
      cell: ({ getValue }) => format.signedCount(getValue<number>()),
    }),
    column.accessor('current_credits', {
      header: t('balance'),
      meta: { className: 'text-right tabular-nums' },
      cell: ({ getValue }) => format.count(getValue<number>()),
    }),
  ];
  return <DataTable id="booking-transactions" columns={columns} data={transactions} getRowId={(tx) => String(tx.id)} caption={t('transactions')} />;
}

/** In the table's place, framed as the table would be. */
function Note({ children }: { children: string }) {
  return <p className="rounded-lg border border-line bg-surface px-4 py-3 text-sm text-fg-muted">{children}</p>;
}
