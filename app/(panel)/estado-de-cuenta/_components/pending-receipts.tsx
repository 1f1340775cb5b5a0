// The service operator sees the businesses' bank-transfer receipts waiting for it: the file opens through a BFF
// route that checks the session (transferencias/[id]/archivo), and confirming credits that business once.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { getPrices } from '@/lib/billing/prices';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { Card, CardTitle } from '@/components/ui/card';
import type { Receipt } from '@/contract/billing';
import { ConfirmReceipt } from './confirm-receipt';

const column = createDataColumnHelper<Receipt>();

export async function PendingReceipts({ receipts }: { receipts: Receipt[] }) {
  const [t, te, format, { vat_rate: vatRate }] = await Promise.all([getTranslations('billing.receipts'), getTranslations('errors'), getFormat(), getPrices()]);
  const money = (amount: number) => format.money(amount);
  const columns: DataColumn<Receipt>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { className: 'tabular-nums' } }),
    column.accessor((r) => r.provider.name, { id: 'provider', header: t('fields.provider'), meta: { className: 'whitespace-nowrap' } }),
    column.accessor((r) => r.user?.name ?? '—', { id: 'user', header: t('fields.user'), meta: { className: 'whitespace-nowrap' } }),
    column.accessor('amount', { header: t('fields.amount'), meta: { className: 'text-right tabular-nums whitespace-nowrap' }, cell: ({ getValue }) => money(getValue<number>()) }),
    column.accessor('transaction_date', {
      header: t('fields.transaction_date'),
      meta: { className: 'whitespace-nowrap' },
      // A calendar day (YYYY-MM-DD), written like every other date; UTC keeps it the same day everywhere.
      cell: ({ getValue }) => format.day(getValue<string>()),
    }),
    column.accessor('transaction_id', { header: t('fields.transaction_id'), meta: { className: 'whitespace-nowrap' } }),
    column.accessor('created_at', {
      header: t('fields.created_at'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ getValue }) => format.dateTime(getValue<string>()),
    }),
    column.display({
      id: 'file',
      header: t('fields.file'),
      cell: ({ row }) => (
        <a
          href={`/estado-de-cuenta/transferencias/${row.original.id}/archivo`}
          target="_blank"
          rel="noopener"
          aria-label={t('viewFileLabel', { id: row.original.id })}
          className="text-primary underline"
        >
          {t('viewFile')}
        </a>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('fields.actions'),
      cell: ({ row }) => {
        const suggested = Math.max(1, Math.floor(row.original.amount / (1 + vatRate)));
        return (
          <ConfirmReceipt
            receiptId={row.original.id}
            suggestedCredits={suggested}
            labels={{
              confirm: t('confirm'),
              confirmLabel: t('confirmLabel', { id: row.original.id }),
              credits: t('fields.credits'),
              submit: t('confirmSubmit'),
              suggested: t('suggested', { credits: format.count(suggested) }),
              failed: te('unexpected'),
            }}
          />
        );
      },
    }),
  ];
  return (
    <section aria-labelledby="pending-receipts-title" className="mb-8">
      <CardTitle id="pending-receipts-title">{t('title')}</CardTitle>
      <p className="mt-1 mb-3 text-sm text-fg-muted">{t('description')}</p>
      {receipts.length === 0 ? (
        <Card role="status" className="text-center text-fg-muted">
          {t('empty')}
        </Card>
      ) : (
        <DataTable id="pending-receipts" columns={columns} data={receipts} getRowId={(r) => String(r.id)} caption={t('title')} />
      )}
    </section>
  );
}
