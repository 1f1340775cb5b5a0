// The residents table of docs/domain/screens.md (ID, apartment, first and last name, e-mail, phone), rendered on the server.
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { actionsColumn } from '@/components/row-actions/actions-column';
import { editDeleteItems } from '@/components/row-actions/row-action-items';
import type { TeamUser } from '@/contract/users';
import { deleteUserAction } from '@/lib/users/actions/delete-user-action';
import { fullName } from '@/lib/users/full-name';
import { residentsList, type ResidentsView } from '@/lib/users/list-view';

const column = createDataColumnHelper<TeamUser>();

interface Props {
  residents: TeamUser[];
  view: ResidentsView;
  can: { edit: boolean; delete: boolean };
}

export async function ResidentsTable({ residents, view, can }: Props) {
  const t = await getTranslations('users');
  const columns: DataColumn<TeamUser>[] = [
    column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } }),
    column.accessor((u) => u.personal_info.apartment?.name ?? '—', { id: 'apartment', header: t('fields.apartment_id') }),
    column.accessor((u) => u.personal_info.name, { id: 'name', header: t('fields.name'), meta: { sortKey: 'name' } }),
    column.accessor((u) => u.personal_info.last_name, { id: 'last_name', header: t('fields.last_name'), meta: { sortKey: 'last_name' } }),
    column.accessor('email', { header: t('fields.email'), meta: { sortKey: 'email', className: 'wrap-anywhere card-wide' } }),
    column.accessor((u) => u.personal_info.phone ?? '—', { id: 'phone', header: t('fields.phone'), meta: { className: 'whitespace-nowrap' } }),
  ];
  if (can.edit || can.delete) {
    columns.push(
      await actionsColumn({
        rows: residents,
        header: t('fields.actions'),
        rowLabel: (u) => t('list.row', { name: fullName(u) }),
        items: (u) =>
          editDeleteItems({
            editHref: can.edit ? `/residentes${residentsList.search(view, { editar: String(u.id) })}` : undefined,
            remove: can.delete ? deleteUserAction.bind(null, u.id) : undefined,
            deleteTitle: t('confirm.deleteTitle', { name: fullName(u) }),
          }),
      }),
    );
  }
  return (
    <DataTable
      id="residents-table"
      columns={columns}
      data={residents}
      getRowId={(u) => String(u.id)}
      caption={t('residentsTitle')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/residentes${residentsList.search(residentsList.sortedBy(view, key as ResidentsView['sortBy']))}` }}
    />
  );
}
