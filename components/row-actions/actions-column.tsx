// The "actions" column of an administration list: one row menu per row, its items built on the server (the
// user's permissions decide which), so every table declares only what its rows offer.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, type DataColumn } from '@/components/data-table/data-table';
import { RowActions, type RowActionItem } from './row-actions';

interface ActionsColumn<Row extends { id: number }> {
  rows: Row[];
  header: string;
  /** The menu button's label, naming the row ("Acciones de Ana Admin", "Acciones del apartamento Torre B 3C"). */
  rowLabel: (row: Row) => string;
  items: (row: Row) => Promise<RowActionItem[]>;
}

export async function actionsColumn<Row extends { id: number }>({ rows, header, rowLabel, items }: ActionsColumn<Row>): Promise<DataColumn<Row>> {
  const [tl, te, menus] = await Promise.all([
    getTranslations('lists'),
    getTranslations('errors'),
    Promise.all(rows.map(async (row) => [row.id, { items: await items(row), label: rowLabel(row) }] as const)),
  ]);
  const byId = new Map(menus);
  return createDataColumnHelper<Row>().display({
    id: 'actions',
    header,
    // col-actions: a tight cell for the row menu; on a phone's card it sits at the top right (app/globals.css).
    meta: { className: 'col-actions w-0' },
    cell: ({ row }) => <RowActions {...byId.get(row.original.id)!} cancelLabel={tl('actions.cancel')} failedLabel={te('unexpected')} />,
  });
}
