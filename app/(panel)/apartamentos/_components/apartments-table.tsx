// The apartments table of docs/domain/screens.md (id, name, block, number), rendered on the server; sortable headers are links.
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { actionsColumn } from '@/components/row-actions/actions-column';
import { editDeleteItems } from '@/components/row-actions/row-action-items';
import type { Apartment } from '@/contract/apartments';
import { deleteApartmentAction } from '@/lib/apartments/actions/delete-apartment-action';
import { apartmentsList, type ApartmentsView } from '@/lib/apartments/list-view';

const column = createDataColumnHelper<Apartment>();

interface Props {
  apartments: Apartment[];
  view: ApartmentsView;
  can: { edit: boolean; delete: boolean };
}

export async function ApartmentsTable({ apartments, view, can }: Props) {
  const t = await getTranslations('apartments');
  const columns: DataColumn<Apartment>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } }),
    column.accessor('name', { header: t('fields.name'), meta: { sortKey: 'name', className: 'min-w-28' } }),
    column.accessor('block', { header: t('fields.block'), meta: { sortKey: 'block' } }),
    column.accessor('number', { header: t('fields.number'), meta: { sortKey: 'number' } }),
  ];
  if (can.edit || can.delete) {
    columns.push(
      await actionsColumn({
        rows: apartments,
        header: t('fields.actions'),
        rowLabel: (a) => t('list.row', { name: a.name }),
        items: (a) =>
          editDeleteItems({
            editHref: can.edit ? `/apartamentos${apartmentsList.search(view, { editar: String(a.id) })}` : undefined,
            remove: can.delete ? deleteApartmentAction.bind(null, a.id) : undefined,
            deleteTitle: t('confirm.deleteTitle', { name: a.name }),
          }),
      }),
    );
  }
  return (
    <DataTable
      id="apartments-table"
      columns={columns}
      data={apartments}
      getRowId={(a) => String(a.id)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/apartamentos${apartmentsList.search(apartmentsList.sortedBy(view, key as ApartmentsView['sortBy']))}` }}
    />
  );
}
