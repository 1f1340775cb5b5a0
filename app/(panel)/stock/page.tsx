// /stock – what each door of a custom (vending) deployment holds (docs/domain/screens.md), filtered by lockers (multiple).
// booking-show and the custom flag, checked here and in the query.
import { getTranslations } from '@/lib/i18n/server';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { ListScreen } from '@/components/list-screen/list-screen';
import { getLocations } from '@/lib/bookings/queries';
import { parseStockView, reportSearch, stockList } from '@/lib/vending/list-view';
import { lockersFilterField } from '@/lib/vending/lockers-filter';
import { findStock } from '@/lib/vending/queries';
import { requireAccess } from '@/lib/session';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { StockTable } from './_components/stock-table';

export const generateMetadata = () => menuItemMetadata('stock');

export default async function StockPage({ searchParams }: PageProps<'/stock'>) {
  await requireAccess('stock');
  const view = parseStockView(await searchParams);
  const [list, locations, t] = await Promise.all([findStock(view), getLocations(), getTranslations('stock')]);
  const pageHref = (page: number) => `/stock${reportSearch(stockList, { ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);

  return (
    <ListScreen
      path="/stock"
      title={t('title')}
      description={t('list.total', { total: list.meta.total })}
      filters={[lockersFilterField(t('fields.lockerIds'), view.lockerIds, locations)]}
      keep={stockList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: view.lockerIds.length ? t('list.empty') : t('list.emptyAll') }}
      table={<StockTable rows={list.data} view={view} />}
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    />
  );
}
