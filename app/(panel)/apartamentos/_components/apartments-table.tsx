// The apartments table of spec §2 (id, name, block, number), rendered on the server; sortable headers are links.
import { getTranslations } from 'next-intl/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { editDeleteItems, rowActionsLabel } from '@/components/row-actions/row-action-items';
import { RowActions } from '@/components/row-actions/row-actions';
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
  const [t, tl] = await Promise.all([getTranslations('apartments'), getTranslations('lists')]);
  const columns: DataColumn<Apartment>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } }),
    column.accessor('name', { header: t('fields.name'), meta: { sortKey: 'name' } }),
    column.accessor('block', { header: t('fields.block'), meta: { sortKey: 'block' } }),
    column.accessor('number', { header: t('fields.number'), meta: { sortKey: 'number' } }),
  ];
  if (can.edit || can.delete) {
    const actions = new Map(
      await Promise.all(
        apartments.map(async (a) => {
          const name = t('list.row', { name: a.name });
          const items = await editDeleteItems({
            editHref: can.edit ? `/apartamentos${apartmentsList.search(view, { editar: String(a.id) })}` : undefined,
            remove: can.delete ? deleteApartmentAction.bind(null, a.id) : undefined,
            deleteTitle: t('confirm.deleteTitle', { name: a.name }),
          });
          return [a.id, { items, label: await rowActionsLabel(name) }] as const;
        }),
      ),
    );
    columns.push(
      column.display({
        id: 'actions',
        header: t('fields.actions'),
        meta: { className: 'w-0' },
        cell: ({ row }) => <RowActions {...actions.get(row.original.id)!} cancelLabel={tl('actions.cancel')} />,
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
