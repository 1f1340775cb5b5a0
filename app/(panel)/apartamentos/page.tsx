// /apartamentos – the tenant's apartments (docs/domain/screens.md): unpaged, id descending, filters id, block and number in the
// URL; create and edit in a side drawer (?nuevo=1, ?editar=ID), delete after a confirmation.
import { getTranslations } from '@/lib/i18n/server';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { drawerChrome, editId, wantsNew } from '@/components/form-drawer/drawer-chrome';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { CreateLink } from '@/components/list-screen/create-link';
import { ListScreen } from '@/components/list-screen/list-screen';
import { apartmentsList } from '@/lib/apartments/list-view';
import { findApartments, getApartment } from '@/lib/apartments/queries';
import { holds } from '@/common/permissions';
import { requireAccess } from '@/lib/session';
import { ApartmentDrawer } from './_components/apartment-drawer';
import { ApartmentsTable } from './_components/apartments-table';

export const generateMetadata = () => menuItemMetadata('apartments');

export default async function ApartmentsPage({ searchParams }: PageProps<'/apartamentos'>) {
  const me = await requireAccess('apartments');
  const params = await searchParams;
  const view = apartmentsList.parse(params);
  const can = {
    create: holds(me.permissions, 'apartment-create'),
    edit: holds(me.permissions, 'apartment-edit'),
    delete: holds(me.permissions, 'apartment-delete'),
  };
  const editing = can.edit ? editId(params) : null;
  const creating = can.create && wantsNew(params);
  const [list, record, t] = await Promise.all([findApartments(view), editing ? getApartment(editing) : null, getTranslations('apartments')]);
  const search = apartmentsList.search;

  return (
    <ListScreen
      path="/apartamentos"
      title={t('title')}
      description={t('list.total', { total: list.meta.total })}
      actions={can.create && <CreateLink href={`/apartamentos${search(view, { nuevo: '1' })}`} label={t('actions.create')} />}
      filters={await listFilterFields(apartmentsList.definition.filters, view, { label: (name) => t(`fields.${name}`) })}
      keep={apartmentsList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: apartmentsList.hasFilters(view) ? t('list.empty') : t('list.emptyAll') }}
      table={<ApartmentsTable apartments={list.data} view={view} can={can} />}
    >
      {(creating || record) && (
        <ApartmentDrawer
          {...await drawerChrome(record ? t('form.editTitle', { name: record.name }) : t('form.createTitle'))}
          record={record && { id: record.id, name: record.name, block: record.block, number: record.number }}
        />
      )}
    </ListScreen>
  );
}
