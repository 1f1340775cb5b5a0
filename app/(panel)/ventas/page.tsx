// /ventas – sales report of custom (vending) deployments (docs/domain/screens.md): lockers (multiple), from and to dates, sort and
// page in the URL, 100 a page, and the Excel export of the same filters. booking-show and the custom flag.
import { getTranslations } from '@/lib/i18n/server';
import { ExportButton } from '@/components/export-button';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import { getLocations } from '@/lib/bookings/queries';
import { parseSalesView, reportSearch, salesList } from '@/lib/vending/list-view';
import { lockersFilterField } from '@/lib/vending/lockers-filter';
import { findSales } from '@/lib/vending/queries';
import { requireAccess } from '@/lib/session';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { SalesTable } from './_components/sales-table';

export const generateMetadata = () => menuItemMetadata('sales');

export default async function SalesPage({ searchParams }: PageProps<'/ventas'>) {
  await requireAccess('sales');
  const params = await searchParams;
  const view = parseSalesView(params);
  const [list, locations, t] = await Promise.all([findSales(view), getLocations(), getTranslations('sales')]);
  const search = (page: number, extra?: Record<string, string>) => reportSearch(salesList, { ...view, page }, extra);
  const pageHref = (page: number) => `/ventas${search(page)}`;
  keepPageInRange(view.page, list, pageHref);
  const dateFields = await listFilterFields(salesList.definition.filters, view, { label: (name) => t(`fields.${name}`) });
  const filtered = salesList.hasFilters(view) || view.lockerIds.length > 0;

  return (
    <ListScreen
      path="/ventas"
      title={t('title')}
      description={t('list.total', { total: list.meta.total })}
      actions={
        <ExportButton
          href={`/ventas/export${search(1)}`}
          labels={{ button: t('export.button'), running: t('export.running'), started: t('export.started'), hint: t('export.hint') }}
        />
      }
      filters={[
        lockersFilterField(t('fields.lockerIds'), view.lockerIds, locations),
        ...dateFields,
      ]}
      keep={salesList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: filtered ? t('list.empty') : t('list.emptyAll') }}
      table={
        <>
          {params.exportError === '1' && (
            <p role="alert" className="mb-3 text-sm text-danger">
              {t('export.failed')}
            </p>
          )}
          <SalesTable sales={list.data} view={view} lockerNames={new Map(locations.map((l) => [l.id, l.description]))} />
        </>
      }
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    />
  );
}
