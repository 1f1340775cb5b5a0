// The sales report table (docs/domain/screens.md: the 17 columns), rendered on the server; a card per sale on a phone, a wide
// table that scrolls sideways on a laptop. Sortable columns are links.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { priceToCents } from '@/contract/articles';
import type { Sale } from '@/contract/vending';
import { reportSearch, salesList, type SalesView } from '@/lib/vending/list-view';

const column = createDataColumnHelper<Sale>();
const numeric = 'tabular-nums whitespace-nowrap';

export async function SalesTable({ sales, view }: { sales: Sale[]; view: SalesView }) {
  const [t, format] = await Promise.all([getTranslations('sales'), getFormat()]);
  const date = (iso: string | null) => (iso ? format.dateTime(iso) : '—');
  const text = (value: string | null) => value || '—';
  const sortable = (key: SalesView['sortBy']) => ({ sortKey: key, className: numeric });
  // What a person reads first (who bought what, for how much, when); the internal ids after (the export keeps the
  // spec's order).
  const columns: DataColumn<Sale>[] = [
    column.accessor('cliente', { header: t('fields.cliente'), meta: { className: 'font-medium whitespace-nowrap' } }),
    column.accessor('ArticuloComprado', { header: t('fields.ArticuloComprado'), meta: { className: 'whitespace-nowrap' } }),
    column.accessor('total_amount', { header: t('fields.total_amount'), cell: (c) => format.money((priceToCents(c.getValue()) ?? 0) / 100), meta: sortable('total_amount') }),
    column.accessor('fechaCompra', { header: t('fields.fechaCompra'), cell: (c) => date(c.getValue()), meta: sortable('fechaCompra') }),
    column.accessor('telefono', { header: t('fields.telefono'), cell: (c) => text(c.getValue()), meta: { className: 'whitespace-nowrap' } }),
    column.accessor('idLocker', { header: t('fields.idLocker'), meta: sortable('idLocker') }),
    column.accessor('fechaRetiroEnvase', { header: t('fields.fechaRetiroEnvase'), cell: (c) => (c.getValue() ? date(c.getValue()) : t('list.pending')), meta: sortable('fechaRetiroEnvase') }),
    column.accessor('fechaCargaArticulo', { header: t('fields.fechaCargaArticulo'), cell: (c) => date(c.getValue()), meta: sortable('fechaCargaArticulo') }),
    column.accessor('repartidorCarga', { header: t('fields.repartidorCarga'), cell: (c) => text(c.getValue()) }),
    column.accessor('repartidorRetiro', { header: t('fields.repartidorRetiro'), cell: (c) => text(c.getValue()) }),
    column.accessor('idReserva', { header: t('fields.idReserva'), meta: sortable('idReserva') }),
    column.accessor('idArticuloComprado', { header: t('fields.idArticuloComprado'), meta: { className: numeric } }),
    column.accessor('idArticuloEntregado', { header: t('fields.idArticuloEntregado'), cell: (c) => c.getValue() ?? '—', meta: { className: numeric } }),
    column.accessor('idProveedor', { header: t('fields.idProveedor'), meta: { className: numeric } }),
    column.accessor('idReservaIN', { header: t('fields.idReservaIN'), meta: { className: numeric } }),
    column.accessor('transaction_id', { header: t('fields.transaction_id'), cell: (c) => text(c.getValue()) }),
    column.accessor('authorization_code', { header: t('fields.authorization_code'), cell: (c) => text(c.getValue()) }),
  ];
  return (
    <DataTable
      id="sales-table"
      columns={columns}
      data={sales}
      getRowId={(s) => String(s.idReserva)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/ventas${reportSearch(salesList, { ...salesList.sortedBy(view, key as SalesView['sortBy']), lockerIds: view.lockerIds })}` }}
    />
  );
}
