// The sales report table (docs/domain/screens.md: the 17 columns), rendered on the server; a card per sale on a phone.
// The columns are what a person reads (who bought what, where, for how much, when); the other fields, the internal
// ids among them, sit in each sale's expandable detail (the export keeps the spec's order). Sortable columns are links.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { priceToCents } from '@/contract/articles';
import type { Sale } from '@/contract/vending';
import { reportSearch, salesList, type SalesView } from '@/lib/vending/list-view';
import { DetailList } from '@/components/data-table/detail-list';

const column = createDataColumnHelper<Sale>();
const numeric = 'tabular-nums whitespace-nowrap';

export async function SalesTable({ sales, view, lockerNames }: { sales: Sale[]; view: SalesView; lockerNames: ReadonlyMap<number, string> }) {
  const [t, format] = await Promise.all([getTranslations('sales'), getFormat()]);
  const date = (iso: string | null) => (iso ? format.dateTime(iso) : '—');
  const text = (value: string | null) => value || '—';
  const sortable = (key: SalesView['sortBy']) => ({ sortKey: key, className: numeric });
  const columns: DataColumn<Sale>[] = [
    // Names on one line, the whole text in the title: the table keeps fitting a laptop.
    column.accessor('cliente', { header: t('fields.cliente'), meta: { className: 'font-medium' }, cell: (c) => <TruncatedText text={c.getValue()} /> }),
    column.accessor('ArticuloComprado', { header: t('fields.ArticuloComprado'), cell: (c) => <TruncatedText text={c.getValue()} lines={2} /> }),
    column.accessor('idLocker', {
      id: 'locker',
      header: t('fields.locker'),
      cell: (c) => lockerNames.get(c.getValue()) ?? String(c.getValue()),
      meta: { sortKey: 'idLocker', className: 'whitespace-nowrap' },
    }),
    column.accessor('total_amount', { header: t('fields.total_amount'), cell: (c) => format.money((priceToCents(c.getValue()) ?? 0) / 100), meta: sortable('total_amount') }),
    column.accessor('fechaCompra', { header: t('fields.fechaCompra'), cell: (c) => date(c.getValue()), meta: sortable('fechaCompra') }),
    column.accessor('fechaRetiroEnvase', { header: t('fields.fechaRetiroEnvase'), cell: (c) => (c.getValue() ? date(c.getValue()) : t('list.pending')), meta: sortable('fechaRetiroEnvase') }),
  ];
  const details = (s: Sale) =>
    [
      [t('fields.telefono'), text(s.telefono)],
      [t('fields.fechaCargaArticulo'), date(s.fechaCargaArticulo)],
      [t('fields.repartidorCarga'), text(s.repartidorCarga)],
      [t('fields.repartidorRetiro'), text(s.repartidorRetiro)],
      [t('fields.idReserva'), s.idReserva],
      [t('fields.idReservaIN'), s.idReservaIN],
      [t('fields.idLocker'), s.idLocker],
      [t('fields.idProveedor'), s.idProveedor],
      [t('fields.idArticuloComprado'), s.idArticuloComprado],
      [t('fields.idArticuloEntregado'), s.idArticuloEntregado ?? '—'],
      [t('fields.transaction_id'), text(s.transaction_id)],
      [t('fields.authorization_code'), text(s.authorization_code)],
    ] as const;
  return (
    <DataTable
      id="sales-table"
      columns={columns}
      data={sales}
      getRowId={(s) => String(s.idReserva)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/ventas${reportSearch(salesList, { ...salesList.sortedBy(view, key as SalesView['sortBy']), lockerIds: view.lockerIds })}` }}
      expand={{
        header: t('list.detail'),
        buttonLabel: (s) => t('list.details', { id: s.idReserva }),
        render: (s) => <DetailList items={details(s)} />,
      }}
    />
  );
}
