// /comprobantes – card payments made at the tenant's lockers (docs/domain/screens.md, docs/domain/backend-calls.md): 25 per page, id ascending, the
// phone number as a filter only; filters, sort and page in the URL, rendered on the server. Each row opens a
// printable receipt (/comprobantes/{id}/imprimir). When the list cannot be read the screen stays, with its filters
// and a note saying so, so the user can retry or change the filters.
import { getTranslations } from '@/lib/i18n/server';
import { Pagination } from '@/components/data-table/pagination';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { PageHeader } from '@/components/layout/page-header';
import { nullOnApiError } from '@/lib/api-optional';
import { Card } from '@/components/ui/card';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { EmptyState } from '@/components/list-screen/empty-state';
import { poslinkList } from '@/lib/billing/list-definitions';
import { findPoslinkTransactions } from '@/lib/billing/queries';
import { requireAccess } from '@/lib/session';
import { holds } from '@/common/permissions';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { PoslinkTable } from './_components/poslink-table';

export const generateMetadata = () => menuItemMetadata('receipts');

export default async function ReceiptsPage({ searchParams }: PageProps<'/comprobantes'>) {
  const me = await requireAccess('receipts');
  const view = poslinkList.parse(await searchParams);
  const [loaded, t, tb] = await Promise.all([
    nullOnApiError(() => findPoslinkTransactions(view), 'receipts: could not load the list'),
    getTranslations('billing.poslink'),
    getTranslations('billing'),
  ]);
  const list = loaded ?? { data: [], meta: { total: 0, last_page: 1 } };
  const { total, last_page: lastPage } = list.meta;
  const pageHref = (page: number) => poslinkList.href({ ...view, page });
  if (loaded) keepPageInRange(view.page, loaded, pageHref);
  const active = Object.keys(view.filters).length;

  return (
    <>
      <PageHeader title={t('title')} description={loaded ? `${t('description')} ${t('total', { total })}.` : t('description')} />
      <FilterBar
        action={poslinkList.path}
        fields={await listFilterFields(poslinkList.definition.filters, view, { label: (name) => t(`fields.${name}`), types: { phone_number: 'tel' } })}
        keep={poslinkList.keptSort(view)}
        labels={{ title: tb('filters.title'), apply: tb('filters.apply'), clear: tb('filters.clear') }}
        activeCount={active}
      />
      {!loaded ? (
        <Card role="alert" className="text-center text-fg">
          {t('loadFailed')}
        </Card>
      ) : list.data.length === 0 ? (
        <EmptyState text={active ? t('empty') : t('emptyAll')} clear={active ? { href: poslinkList.path, label: tb('filters.clear') } : undefined} />
      ) : (
        <PoslinkTable transactions={list.data} view={view} canOpenBookings={holds(me.permissions, 'booking-show')} />
      )}
      <Pagination
        page={view.page}
        lastPage={lastPage}
        href={pageHref}
        labels={{ nav: tb('list.pagination'), previous: tb('list.previous'), next: tb('list.next'), status: tb('list.page', { page: view.page, pages: lastPage }) }}
      />
    </>
  );
}
