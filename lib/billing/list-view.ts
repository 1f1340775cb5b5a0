// A server-paged list's URL (filters, sort, page) for the billing screens: one definition per list
// (statement-view.ts, poslink-view.ts) serves the server page, the filter bar and the table's links, so a
// copied link reproduces the view. zod-free like lib/bookings/search-params.ts; values the API would refuse
// are dropped here, so a hand-edited URL shows a list instead of an error. Numbers may be typed as the tables show
// them ("10.000", "$ 149,50": plain-number.ts).
import { plainNumber } from '../list-view/plain-number';

export type ListFilterKind = 'id' | 'int' | 'amount' | 'date' | 'text';
export type SortDirection = 'ASC' | 'DESC';
export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

export interface ListView<F extends string, S extends string> {
  filters: Partial<Record<F, string>>;
  sortBy: S;
  orderBy: SortDirection;
  page: number;
}

export interface ListDefinition<F extends string, S extends string> {
  path: string;
  perPage: number;
  filters: readonly { name: F; kind: ListFilterKind }[];
  sortColumns: readonly S[];
  defaultSort: { sortBy: S; orderBy: SortDirection };
}

function read(params: RawSearchParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

const positiveInt = (v: string) => /^\d{1,9}$/.test(v) && Number(v) > 0;

const validators: Record<ListFilterKind, (value: string) => string | undefined> = {
  id: (v) => (positiveInt(v) ? String(Number(v)) : undefined),
  int: (v) => plainNumber(v, { decimals: false, negative: true }),
  amount: (v) => plainNumber(v, { decimals: true, negative: false }),
  date: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : undefined),
  text: (v) => (v.length <= 100 ? v : undefined),
};

export function parseListView<F extends string, S extends string>(def: ListDefinition<F, S>, params: RawSearchParams): ListView<F, S> {
  const filters: Partial<Record<F, string>> = {};
  for (const { name, kind } of def.filters) {
    const raw = read(params, name);
    const value = raw === undefined ? undefined : validators[kind](raw);
    if (value !== undefined) filters[name] = value;
  }
  const sortBy = read(params, 'sortBy');
  const orderBy = read(params, 'orderBy')?.toUpperCase();
  const page = read(params, 'page');
  return {
    filters,
    sortBy: (def.sortColumns as readonly string[]).includes(sortBy ?? '') ? (sortBy as S) : def.defaultSort.sortBy,
    orderBy: orderBy === 'ASC' || orderBy === 'DESC' ? orderBy : def.defaultSort.orderBy,
    page: page && positiveInt(page) ? Number(page) : 1,
  };
}

/** The API query of a view (spec §7 names; empty filters are dropped by the api client). */
export function toListQuery<F extends string, S extends string>(def: ListDefinition<F, S>, view: ListView<F, S>) {
  return { page: view.page, perPage: def.perPage, sortBy: view.sortBy, orderBy: view.orderBy, withPagination: true, ...view.filters };
}

function isDefaultSort<F extends string, S extends string>(def: ListDefinition<F, S>, view: ListView<F, S>) {
  return view.sortBy === def.defaultSort.sortBy && view.orderBy === def.defaultSort.orderBy;
}

/** The list's URL for a view; defaults are left out so links stay short. */
export function listHref<F extends string, S extends string>(def: ListDefinition<F, S>, view: ListView<F, S>): string {
  const params = new URLSearchParams();
  for (const { name } of def.filters) {
    const value = view.filters[name];
    if (value) params.set(name, value);
  }
  if (!isDefaultSort(def, view)) {
    params.set('sortBy', view.sortBy);
    params.set('orderBy', view.orderBy);
  }
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `${def.path}?${text}` : def.path;
}

/** The sort the filter bar keeps across a filter change. */
export function keptSort<F extends string, S extends string>(def: ListDefinition<F, S>, view: ListView<F, S>): Record<string, string> {
  return isDefaultSort(def, view) ? {} : { sortBy: view.sortBy, orderBy: view.orderBy };
}

/** The view after clicking a column header: the same column flips direction, a new one starts ascending. */
export function sortedBy<F extends string, S extends string>(view: ListView<F, S>, column: S): ListView<F, S> {
  const orderBy: SortDirection = view.sortBy === column && view.orderBy === 'ASC' ? 'DESC' : 'ASC';
  return { ...view, sortBy: column, orderBy, page: 1 };
}
