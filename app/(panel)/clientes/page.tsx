// /clientes – the tenant's clients (docs/domain/clients.md): 25 a page, id descending, filters behind "Filtros" in the
// URL (CI and mobile only for client-show-sensitive); edit in a side drawer (?editar=ID), delete after a confirmation.
import { getTranslations } from '@/lib/i18n/server';
import { drawerChrome, editId } from '@/components/form-drawer/drawer-chrome';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import { clientsList, sensitiveClientFilters } from '@/lib/clients/list-view';
import { findClients, getClient } from '@/lib/clients/queries';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { holds } from '@/common/permissions';
import { requireAccess } from '@/lib/session';
import { ClientDrawer } from './_components/client-drawer';
import { ClientsTable } from './_components/clients-table';

export const generateMetadata = () => menuItemMetadata('clients');

export default async function ClientsPage({ searchParams }: PageProps<'/clientes'>) {
  const me = await requireAccess('clients');
  const params = await searchParams;
  const can = {
    edit: holds(me.permissions, 'client-edit'),
    delete: holds(me.permissions, 'client-delete'),
    sensitive: holds(me.permissions, 'client-show-sensitive'),
  };
  const view = clientsList.parse(params, { skip: can.sensitive ? [] : sensitiveClientFilters });
  const editing = can.edit ? editId(params) : null;
  const [list, record, t] = await Promise.all([findClients(view), editing ? getClient(editing) : null, getTranslations('clients')]);
  const search = clientsList.search;
  const pageHref = (page: number) => `/clientes${search({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);
  const filters = clientsList.definition.filters.filter(({ name }) => can.sensitive || !(sensitiveClientFilters as readonly string[]).includes(name));

  return (
    <ListScreen
      path="/clientes"
      title={t('title')}
      description={t('list.total', { total: list.meta.total })}
      filters={await listFilterFields(filters, view, { label: (name) => t(`fields.${name}`) })}
      keep={clientsList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: clientsList.hasFilters(view) ? t('list.empty') : t('list.emptyAll') }}
      table={<ClientsTable clients={list.data} view={view} can={can} />}
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    >
      {record && <ClientDrawer {...await drawerChrome(t('form.editTitle', { name: record.name }))} record={record} />}
    </ListScreen>
  );
}
