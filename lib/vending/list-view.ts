// The sales and stock reports' URLs (docs/domain/screens.md filters: lockerIds (multiple), startDate, endDate; docs/domain/limits.md: sales 100 per
// page, sales and stock sorted by idReserva, newest first, as GET /sales/booking and /stock/booking default).
// lockerIds repeat in the URL (`?lockerIds=1&lockerIds=2`), as the filter's checkboxes submit them. Zod-free (tables
// import it in the browser); values the API would refuse are dropped.
import { defineListView, positiveInt, type RawSearchParams } from '../list-view/list-view';

export const salesList = defineListView({
  filters: [
    { name: 'startDate', kind: 'date' },
    { name: 'endDate', kind: 'date' },
  ],
  sortColumns: ['idReserva', 'idLocker', 'fechaCargaArticulo', 'fechaCompra', 'total_amount', 'fechaRetiroEnvase'],
  defaultSort: 'idReserva',
  defaultOrder: 'DESC',
});

export const stockList = defineListView({
  filters: [],
  sortColumns: ['idReserva', 'door'],
  defaultSort: 'idReserva',
  defaultOrder: 'DESC',
});

/** Every lockerIds value, repeated or comma-separated, positive integers only, without duplicates. */
export function readLockerIds(params: RawSearchParams): number[] {
  const raw = params instanceof URLSearchParams ? params.getAll('lockerIds') : [params.lockerIds ?? []].flat();
  const ids = raw.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(positiveInt).map(Number);
  return [...new Set(ids)].slice(0, 100);
}

export type SalesView = ReturnType<typeof salesList.parse> & { lockerIds: number[] };
export type StockView = ReturnType<typeof stockList.parse> & { lockerIds: number[] };

export function parseSalesView(params: RawSearchParams): SalesView {
  const view = salesList.parse(params);
  const { startDate, endDate } = view.filters;
  // A reversed range would be refused by the API: keep the start only.
  if (startDate && endDate && startDate > endDate) delete view.filters.endDate;
  return { ...view, lockerIds: readLockerIds(params) };
}

export function parseStockView(params: RawSearchParams): StockView {
  return { ...stockList.parse(params), lockerIds: readLockerIds(params) };
}

/** The URL query of a report view, lockerIds repeated. */
export function reportSearch(list: typeof salesList | typeof stockList, view: SalesView | StockView, extra: Record<string, string | undefined> = {}): string {
  const base = new URLSearchParams((list.search as (v: typeof view, e: typeof extra) => string)(view, extra).slice(1));
  for (const id of view.lockerIds) base.append('lockerIds', String(id));
  const text = base.toString();
  return text ? `?${text}` : '';
}

