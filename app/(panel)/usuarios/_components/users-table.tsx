// The team users table of docs/domain/screens.md (ID, provider on enterprise tenants, code, CI, first and last name, mobile, role,
// actions), rendered on the server. Each row's menu offers what the user may do (the server checks again).
import { getTranslations } from '@/lib/i18n/server';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { actionsColumn } from '@/components/row-actions/actions-column';
import { editDeleteItems } from '@/components/row-actions/row-action-items';
import type { RowActionItem } from '@/components/row-actions/row-actions';
import type { TeamUser } from '@/contract/users';
import { deleteUserAction } from '@/lib/users/actions/delete-user-action';
import { regenerateCredentialsAction } from '@/lib/users/actions/regenerate-credentials-action';
import { resetCodeAction } from '@/lib/users/actions/reset-code-action';
import { resetPasswordAction } from '@/lib/users/actions/reset-password-action';
import { fullName } from '@/lib/users/full-name';
import { teamList, type TeamView } from '@/lib/users/list-view';

const column = createDataColumnHelper<TeamUser>();

interface Props {
  users: TeamUser[];
  view: TeamView;
  can: { edit: boolean; delete: boolean; permissions: boolean; sensitive: boolean };
  meId: number;
  showProvider: boolean;
}

export async function UsersTable({ users, view, can, meId, showProvider }: Props) {
  const t = await getTranslations('users');
  const text = (value: string | null) => value ?? '—';
  const columns: DataColumn<TeamUser>[] = [column.accessor('id', { header: t('fields.id'), meta: { sortKey: 'id', className: 'tabular-nums' } })];
  if (showProvider) columns.push(column.accessor((u) => u.provider.name, { id: 'provider', header: t('fields.provider') }));
  columns.push(
    column.accessor('code', { header: t('fields.code'), meta: { sortKey: 'code', cellClassName: 'font-mono' }, cell: ({ getValue }) => text(getValue()) }),
    ...(can.sensitive
      ? [column.accessor((u) => u.personal_info.id_document, { id: 'id_document', header: t('fields.id_document'), meta: { sortKey: 'id_document' }, cell: ({ getValue }) => text(getValue()) })]
      : []),
    column.accessor((u) => u.personal_info.name, { id: 'name', header: t('fields.name'), meta: { sortKey: 'name' } }),
    column.accessor((u) => u.personal_info.last_name, { id: 'last_name', header: t('fields.last_name'), meta: { sortKey: 'last_name' } }),
    ...(can.sensitive
      ? [column.accessor((u) => u.personal_info.cellphone, { id: 'cellphone', header: t('fields.cellphone'), meta: { sortKey: 'cellphone', className: 'whitespace-nowrap' }, cell: ({ getValue }) => text(getValue()) })]
      : []),
    column.accessor('sub_type', { header: t('fields.sub_type'), meta: { sortKey: 'sub_type' }, cell: ({ getValue }) => (t.has(`roles.${getValue()}`) ? t(`roles.${getValue()}`) : text(null)) }),
  );

  const rowItems = async (u: TeamUser): Promise<RowActionItem[]> => {
    const name = fullName(u);
    const [edit, remove] = await Promise.all([
      editDeleteItems({ editHref: can.edit ? `/usuarios${teamList.search(view, { editar: String(u.id) })}` : undefined, deleteTitle: '' }),
      editDeleteItems({ remove: can.delete && u.id !== meId ? deleteUserAction.bind(null, u.id) : undefined, deleteTitle: t('confirm.deleteTitle', { name }) }),
    ]);
    const items = [...edit];
    if (can.permissions) items.push({ key: 'permissions', label: t('actions.permissions'), icon: 'permissions', href: `/usuarios${teamList.search(view, { permisos: String(u.id) })}` });
    if (can.edit) {
      // Each replaces what the user signs in with: asked first, as a misplaced tap would lock a colleague out. One's
      // own password changes in the account settings, with the current one (the server refuses it here).
      const own = u.id === meId;
      if (!own) items.push({ key: 'password', label: t('actions.resetPassword'), icon: 'password', run: resetPasswordAction.bind(null, u.id), confirm: { title: t('confirm.passwordTitle', { name }), body: t('confirm.passwordBody') } });
      items.push({ key: 'code', label: t('actions.resetCode'), icon: 'code', run: resetCodeAction.bind(null, u.id), confirm: { title: t('confirm.codeTitle', { name }), body: t('confirm.codeBody') } });
      if (!own) items.push({ key: 'credentials', label: t('actions.credentials'), icon: 'credentials', run: regenerateCredentialsAction.bind(null, u.id), confirm: { title: t('confirm.credentialsTitle', { name }), body: t('confirm.credentialsBody') } });
    }
    return [...items, ...remove];
  };
  columns.push(await actionsColumn({ rows: users, header: t('fields.actions'), rowLabel: (u) => t('list.row', { name: fullName(u) }), items: rowItems }));

  return (
    <DataTable
      id="users-table"
      columns={columns}
      data={users}
      getRowId={(u) => String(u.id)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/usuarios${teamList.search(teamList.sortedBy(view, key as TeamView['sortBy']))}` }}
    />
  );
}
