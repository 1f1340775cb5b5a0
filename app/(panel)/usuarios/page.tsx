// /usuarios – the tenant's team users (docs/domain/screens.md): filters, sort and page in the URL; create and edit in a side
// drawer (?nuevo=1, ?editar=ID), the permissions editor in another (?permisos=ID); password, code and credential
// resets and delete from each row's menu. The outbox (/usuarios/correos) shows what those e-mails said.
import { Mail, Store } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { getTranslations } from '@/lib/i18n/server';
import Link from 'next/link';
import { drawerChrome, editId, wantsNew } from '@/components/form-drawer/drawer-chrome';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { CreateLink } from '@/components/list-screen/create-link';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import { buttonClasses } from '@/components/ui/button';
import { allowedRoleIds } from '@/contract/users';
import { holds } from '@/common/permissions';
import { requireAccess } from '@/lib/session';
import { fullName } from '@/lib/users/full-name';
import { sensitiveTeamFields, teamList } from '@/lib/users/list-view';
import { findTeamUsers, getEnterpriseProviders, getTeamUser, getUserPermissions } from '@/lib/users/queries';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { PermissionsDrawer } from './_components/permissions-drawer';
import { TeamUserDrawer } from './_components/team-user-drawer';
import { UsersTable } from './_components/users-table';

export const generateMetadata = () => menuItemMetadata('users');

export default async function UsersPage({ searchParams }: PageProps<'/usuarios'>) {
  const me = await requireAccess('users');
  const params = await searchParams;
  const has = (permission: string) => holds(me.permissions, permission);
  const can = {
    edit: has('user-edit'),
    create: has('user-edit') || has('user-create-pn'),
    delete: has('user-delete'),
    permissions: has('permissions-edit'),
    // Document and mobile: for those who may see them or edit them (the backend's own rule).
    sensitive: has('user-show-sensitive') || has('user-edit'),
  };
  const parsed = teamList.parse(params, { skip: can.sensitive ? [] : sensitiveTeamFields });
  const view = can.sensitive || !(sensitiveTeamFields as readonly string[]).includes(parsed.sortBy) ? parsed : { ...parsed, sortBy: teamList.definition.defaultSort };
  const editing = can.edit ? editId(params) : null;
  const creating = can.create && wantsNew(params);
  const permissionsOf = can.permissions ? editId(params, 'permisos') : null;
  const enterprise = me.provider.enterprise;
  const [list, record, permissions, providers, t] = await Promise.all([
    findTeamUsers(view),
    editing ? getTeamUser(editing, 'Usuario') : null,
    permissionsOf ? getUserPermissions(permissionsOf) : null,
    enterprise && (creating || editing) ? getEnterpriseProviders() : [],
    getTranslations('users'),
  ]);
  const roles = allowedRoleIds(me.extra_data.configs).map((id) => ({ id, name: t(`roles.${id}`) }));
  const search = teamList.search;
  const pageHref = (page: number) => `/usuarios${search({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);
  const permissionsUser = permissions && (list.data.find((u) => u.id === permissions.id) ?? (await getTeamUser(permissions.id, 'Usuario')));

  return (
    <ListScreen
      path="/usuarios"
      title={t('title')}
      description={t('list.total', { total: list.meta.total })}
      actions={
        <>
          {can.edit && (
            <Link href="/usuarios/correos" className={buttonClasses({ variant: 'secondary' })}>
              <Icon icon={Mail} />
              {t('list.outbox')}
            </Link>
          )}
          {enterprise && can.create && (
            <Link href="/usuarios/proveedores" className={buttonClasses({ variant: 'secondary' })}>
              <Icon icon={Store} />
              {t('providers.link')}
            </Link>
          )}
          {can.create && <CreateLink href={`/usuarios${search(view, { nuevo: '1' })}`} label={t('actions.create')} />}
        </>
      }
      filters={await listFilterFields(teamList.definition.filters.filter(({ name }) => can.sensitive || !(sensitiveTeamFields as readonly string[]).includes(name)), view, {
        label: (name) => t(`fields.${name}`),
        choices: { sub_type: roles.map((r) => ({ value: String(r.id), label: r.name })) },
      })}
      keep={teamList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: teamList.hasFilters(view) ? t('list.empty') : t('list.emptyAll') }}
      table={<UsersTable users={list.data} view={view} can={can} meId={me.id} showProvider={enterprise} />}
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    >
      {(creating || record) && (
        <TeamUserDrawer
          {...await drawerChrome(record ? t('form.editTitle', { name: fullName(record) }) : t('form.createTitle'))}
          record={record}
          roles={roles}
          providers={enterprise ? providers.filter((provider) => provider.own).map(({ id, name }) => ({ id, name })) : null}
        />
      )}
      {permissions && permissionsUser && (
        <PermissionsDrawer
          {...await drawerChrome(t('permissions.title', { name: fullName(permissionsUser) }))}
          userId={permissions.id}
          granted={permissions.permissions}
          catalogue={permissions.catalogue.map(({ area, permissions: names }) => ({
            area,
            label: t.has(`permissions.areas.${area}`) ? t(`permissions.areas.${area}`) : area,
            // A permission the catalogue adds later still shows, by its code, until it gets a label.
            permissions: names.map((name) => ({ name, label: t.has(`permissions.names.${name}`) ? t(`permissions.names.${name}`) : name })),
          }))}
          texts={{ all: t('permissions.all'), save: t('permissions.save'), saving: (await getTranslations('lists.actions'))('saving'), failed: (await getTranslations('errors'))('unexpected') }}
        />
      )}
    </ListScreen>
  );
}
