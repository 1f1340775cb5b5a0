// The receipts table (docs/domain/screens.md columns: id, booking_id, authorization_code, transaction_id, total_amount,
// status, card_owner_name), rendered on the server; each approved payment links to its printable receipt, and its detail row
// shows what a selected receipt holds besides (docs/domain/data-model.md: the transaction date).
import { getFormat } from '@/lib/format/server';
import { MaskIcon } from '@/components/ui/mask-icon';
import { getTranslations } from '@/lib/i18n/server';
import { clientLink } from '@/components/ui/client-link';
import { DetailList } from '@/components/data-table/detail-list';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { PoslinkTransaction } from '@/contract/billing';
import { poslinkList, type PoslinkView } from '@/lib/billing/list-definitions';
import { isReceipt, poslinkStatusName, poslinkStatusTone } from '@/lib/billing/poslink-status';
import { BookingIdLink } from '@/components/data-table/booking-id-link';
import { cn } from '@/components/ui/cn';

const column = createDataColumnHelper<PoslinkTransaction>();

export async function PoslinkTable({ transactions, view, canOpenBookings }: { transactions: PoslinkTransaction[]; view: PoslinkView; canOpenBookings: boolean }) {
  const [t, format] = await Promise.all([getTranslations('billing.poslink'), getFormat()]);
  const columns: DataColumn<PoslinkTransaction>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } }),
    column.accessor('booking_id', {
      header: t('fields.booking_id'),
      meta: { sortKey: 'booking_id', className: 'tabular-nums' },
      cell: ({ getValue }) => <BookingIdLink id={getValue<number | null>()} canOpen={canOpenBookings} label={(id) => t('openBooking', { id })} />,
    }),
    column.accessor('authorization_code', {
      header: t('fields.authorization_code'),
      meta: { sortKey: 'authorization_code', shortHeader: t('shortFields.authorization_code'), cellClassName: 'font-mono' },
    }),
    column.accessor('transaction_id', { header: t('fields.transaction_id'), meta: { sortKey: 'transaction_id', className: 'whitespace-nowrap', cellClassName: 'font-mono' } }),
    column.accessor('total_amount', {
      header: t('fields.total_amount'),
      meta: { sortKey: 'total_amount', className: 'text-right tabular-nums whitespace-nowrap' },
      cell: ({ getValue }) => format.money(getValue<number>()),
    }),
    column.accessor('status', {
      header: t('fields.status'),
      meta: { sortKey: 'status' },
      cell: ({ getValue }) => (
        <span className={cn('status-badge', poslinkStatusTone(getValue<string>()))}>{poslinkStatusName(getValue<string>(), t.raw('statuses') as Record<string, string>)}</span>
      ),
    }),
    column.accessor((r) => r.card_owner_name ?? '—', { id: 'card_owner_name', header: t('fields.card_owner_name'), meta: { sortKey: 'card_owner_name' } }),
    // On a phone the card shows when the payment was made (the detail row shows it on wider screens).
    column.accessor('transaction_date', {
      header: t('fields.transaction_date'),
      meta: { className: 'sm:hidden' },
      cell: ({ getValue }) => <time dateTime={getValue<string>()}>{format.dateTime(getValue<string>())}</time>,
    }),
    // A rejected payment is no receipt: nothing to print (its print page says so if opened anyway).
    column.display({
      id: 'print',
      header: t('fields.print'),
      cell: ({ row }) =>
        isReceipt(row.original.status) && (
          <a
            href={`/comprobantes/${row.original.id}/imprimir`}
            {...clientLink()}
            aria-label={t('printLabel', { id: row.original.id })}
            className="inline-flex items-center gap-1 text-primary underline"
          >
            <MaskIcon name="icon-mask-printer" className="size-4" />
            {t('print')}
          </a>
        ),
    }),
  ];
  return (
    <DataTable
      id="poslink-table"
      columns={columns}
      data={transactions}
      getRowId={(r) => String(r.id)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => poslinkList.href(poslinkList.sortedBy(view, key as PoslinkView['sortBy'])) }}
      expand={{
        header: t('fields.detail'),
        buttonLabel: (r) => t('detailLabel', { id: r.id }),
        // What the columns leave out on a laptop: when the payment was made. A card shows it already: no toggle there.
        className: 'card-hidden',
        render: (r) => <DetailList items={[[t('fields.transaction_date'), <time key="date" dateTime={r.transaction_date}>{format.dateTime(r.transaction_date)}</time>]]} />,
      }}
    />
  );
}
