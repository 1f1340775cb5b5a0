// The stock report table (docs/domain/screens.md: door, estado_contenido, tipo_contenido, idArticulo, descripcion_corta,
// fechaIngreso, idReserva), with the door's locker, rendered on the server.
import { getFormat } from '@/lib/format/server';
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import type { StockRow } from '@/contract/vending';
import { reportSearch, stockList, type StockView } from '@/lib/vending/list-view';

const column = createDataColumnHelper<StockRow>();
const stateClasses: Record<StockRow['estado_contenido'], string> = {
  disponible: 'tone-emerald',
  envase: 'tone-amber',
  vacia: 'tone-neutral',
};

export async function StockTable({ rows, view }: { rows: StockRow[]; view: StockView }) {
  const [t, format] = await Promise.all([getTranslations('stock'), getFormat()]);
  const columns: DataColumn<StockRow>[] = [
    column.accessor('door', { header: t('fields.door'), cell: (c) => `${c.row.original.locker} · ${c.getValue()}`, meta: { sortKey: 'door', className: 'whitespace-nowrap' } }),
    column.accessor('estado_contenido', {
      header: t('fields.estado_contenido'),
      meta: { shortHeader: t('shortFields.estado_contenido') },
      cell: ({ row }) => {
        const state = row.original.estado_contenido;
        return <span className={`status-badge ${stateClasses[state]}`}>{t(`states.${state}`)}</span>;
      },
    }),
    column.accessor('tipo_contenido', {
      header: t('fields.tipo_contenido'),
      meta: { shortHeader: t('shortFields.tipo_contenido') },
      cell: (c) => (c.getValue() ? t(`types.${c.getValue()!}`) : '—'),
    }),
    column.accessor('idArticulo', { header: t('fields.idArticulo'), cell: (c) => c.getValue() ?? '—', meta: { className: 'tabular-nums' } }),
    column.accessor('descripcion_corta', { header: t('fields.descripcion_corta'), cell: (c) => c.getValue() || '—' }),
    column.accessor('fechaIngreso', { header: t('fields.fechaIngreso'), cell: (c) => (c.getValue() ? format.dateTime(c.getValue()!) : '—'), meta: { className: 'whitespace-nowrap' } }),
    column.accessor('idReserva', { header: t('fields.idReserva'), cell: (c) => c.getValue() ?? '—', meta: { sortKey: 'idReserva', className: 'tabular-nums' } }),
  ];
  return (
    <DataTable
      id="stock-table"
      columns={columns}
      data={rows}
      getRowId={(r) => `${r.idLocker}-${r.door}`}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/stock${reportSearch(stockList, { ...stockList.sortedBy(view, key as StockView['sortBy']), lockerIds: view.lockerIds })}` }}
    />
  );
}
