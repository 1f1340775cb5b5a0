// /empresas – the service operator's list of the businesses it serves (docs/domain/tenants.md): by name, 25 a
// page, with what each pays for an overdue parcel or code; a business's name opens its settings. Its own business
// is not listed: a business never sets what it is charged.
import { clientLink } from '@/components/ui/client-link';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { createDataColumnHelper, DataTable } from '@/components/data-table/data-table';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import type { TenantSummary } from '@/contract/tenants';
import { getTranslations } from '@/lib/i18n/server';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { requireAccess } from '@/lib/session';
import { tenantsList } from '@/lib/tenants/list-view';
import { findTenants } from '@/lib/tenants/queries';

const column = createDataColumnHelper<TenantSummary>();

export const generateMetadata = () => menuItemMetadata('tenants');

export default async function TenantsPage({ searchParams }: PageProps<'/empresas'>) {
  await requireAccess('tenants');
  const view = tenantsList.parse(await searchParams);
  const [list, t] = await Promise.all([findTenants(view), getTranslations('tenants')]);
  const pageHref = (page: number) => `/empresas${tenantsList.search({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);
  const amount = (credits: number) => (credits > 0 ? t('credits', { credits }) : t('noCharge'));
  const columns = [
    column.accessor('name', {
      header: t('columns.name'),
      cell: ({ row }) => (
        <a href={`/empresas/${row.original.id}`} {...clientLink()} className="font-medium text-primary underline-offset-2 hover:underline">
          {row.original.name}
        </a>
      ),
    }),
    column.accessor('enterprise', { header: t('columns.kind'), cell: ({ getValue }) => t(getValue() ? 'kinds.enterprise' : 'kinds.standard') }),
    column.accessor('daily_fine_credits', { header: t('columns.dailyFine'), meta: { className: 'whitespace-nowrap tabular-nums' }, cell: ({ getValue }) => amount(getValue()) }),
    column.accessor('lapse_fee_credits', { header: t('columns.lapseFee'), meta: { className: 'whitespace-nowrap tabular-nums' }, cell: ({ getValue }) => amount(getValue()) }),
  ];

  return (
    <ListScreen
      path="/empresas"
      title={t('title')}
      description={`${t('description')} ${t('total', { total: list.meta.total })}.`}
      filters={await listFilterFields(tenantsList.definition.filters, view, { label: () => t('filters.name'), types: { name: 'text' } })}
      keep={{}}
      empty={{ show: list.data.length === 0, text: tenantsList.hasFilters(view) ? t('empty') : t('emptyAll') }}
      table={<DataTable id="tenants-table" columns={columns} data={list.data} getRowId={(row) => String(row.id)} caption={t('caption')} />}
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    />
  );
}
