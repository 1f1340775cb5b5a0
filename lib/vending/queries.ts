// Reads of the sales and stock reports (booking-show, custom tenants: requireAccess checks both, as the menu).
import 'server-only';
import { saleList, SALES_PER_PAGE, stockList as stockReply } from '@/contract/vending';
import { authedRequest, requireAccess } from '../session';
import type { SalesView, StockView } from './list-view';

export async function findSales(view: SalesView, page = view.page) {
  await requireAccess('sales');
  return authedRequest('/sales/booking', {
    query: { ...view.filters, lockerIds: view.lockerIds, page, perPage: SALES_PER_PAGE, sortBy: view.sortBy, orderBy: view.orderBy, withPagination: true, full: true },
    schema: saleList,
  });
}

export async function findStock(view: StockView) {
  await requireAccess('stock');
  return authedRequest('/stock/booking', {
    query: { lockerIds: view.lockerIds, page: view.page, perPage: SALES_PER_PAGE, sortBy: view.sortBy, orderBy: view.orderBy, withPagination: true, full: true },
    schema: stockReply,
  });
}
