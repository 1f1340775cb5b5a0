// /residentes – the tenant's residents (docs/domain/screens.md): ID, apartment, names, e-mail and phone, filters with the
// apartment as a choice, 25 per page id ascending, all in the URL; create and edit in a side drawer, delete
// after a confirmation.
import { getTranslations } from '@/lib/i18n/server';
import { drawerChrome, editId, wantsNew } from '@/components/form-drawer/drawer-chrome';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { CreateLink } from '@/components/list-screen/create-link';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import { getApartmentOptions } from '@/lib/apartments/queries';
import { holds, holdsAny } from '@/common/permissions';
import { requireAccess } from '@/lib/session';
import { fullName } from '@/lib/users/full-name';
import { residentsList } from '@/lib/users/list-view';
import { findResidents, getTeamUser } from '@/lib/users/queries';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { ResidentDrawer } from './_components/resident-drawer';
import { ResidentsTable } from './_components/residents-table';

export const generateMetadata = () => menuItemMetadata('residents');

export default async function ResidentsPage({ searchParams }: PageProps<'/residentes'>) {
  const me = await requireAccess('residents');
  const params = await searchParams;
  const view = residentsList.parse(params);
  const can = {
    edit: holdsAny(me.permissions, ['user-edit', 'user-create-ho']),
    delete: holds(me.permissions, 'user-delete'),
  };
  const editing = can.edit ? editId(params) : null;
  const creating = can.edit && wantsNew(params);
  const [list, apartments, record, t] = await Promise.all([
    findResidents(view),
    getApartmentOptions(),
    editing ? getTeamUser(editing, 'Residente') : null,
    getTranslations('users'),
  ]);
  const search = residentsList.search;
  const pageHref = (page: number) => `/residentes${search({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);

  return (
    <ListScreen
      path="/residentes"
      title={t('residentsTitle')}
      description={t('list.residentsTotal', { total: list.meta.total })}
      actions={can.edit && <CreateLink href={`/residentes${search(view, { nuevo: '1' })}`} label={t('actions.createResident')} />}
      filters={await listFilterFields(residentsList.definition.filters, view, {
        label: (name) => t(`fields.${name}`),
        choices: { apartment_id: apartments.map((a) => ({ value: String(a.id), label: a.name })) },
        types: { email: 'email', phone: 'tel' },
      })}
      keep={residentsList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: residentsList.hasFilters(view) ? t('list.residentsEmpty') : t('list.residentsEmptyAll') }}
      table={<ResidentsTable residents={list.data} view={view} can={can} />}
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    >
      {(creating || record) && (
        <ResidentDrawer
          {...await drawerChrome(record ? t('form.editResidentTitle', { name: fullName(record) }) : t('form.createResidentTitle'))}
          record={record}
          apartments={apartments}
        />
      )}
    </ListScreen>
  );
}
