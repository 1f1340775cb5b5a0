// /lockers – the tenant's lockers, disabled ones included (docs/domain/screens.md): filters, sort and page in the URL, the
// enable switch (it changes only when the server confirms) and each locker's door grid.
import { getTranslations } from '@/lib/i18n/server';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import { lockersList } from '@/lib/lockers/list-view';
import { findLockers, getDoorGrid } from '@/lib/lockers/queries';
import { requireAccess } from '@/lib/session';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { LockersTable } from './_components/lockers-table';

export const generateMetadata = () => menuItemMetadata('lockers');

export default async function LockersPage({ searchParams }: PageProps<'/lockers'>) {
  await requireAccess('lockers');
  const view = lockersList.parse(await searchParams);
  const [list, t] = await Promise.all([findLockers(view), getTranslations('lockers')]);
  const grids = new Map(await Promise.all(list.data.map(async (l) => [l.id, await getDoorGrid(l.id)] as const)));
  const search = lockersList.search;
  const pageHref = (page: number) => `/lockers${search({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);

  return (
    <ListScreen
      path="/lockers"
      title={t('title')}
      description={t('list.total', { total: list.meta.total })}
      filters={await listFilterFields(lockersList.definition.filters, view, { label: (name) => t(`fields.${name}`) })}
      keep={lockersList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: lockersList.hasFilters(view) ? t('list.empty') : t('list.emptyAll') }}
      table={<LockersTable lockers={list.data} grids={grids} view={view} />}
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    />
  );
}
