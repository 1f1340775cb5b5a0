// A server-paged list's URL: filters, sort and page, one definition per list for the server page, the filter bar
// and the table's links, so that a copied link reproduces the view. Deliberately zod-free and free of contract/
// runtime imports: tables import it in the browser, and zod must stay out of the lists' bundles. Values the API
// would refuse are dropped here, so a hand-edited URL shows a list instead of an error; the filter bar shows them
// back in their field, saying the filter was not applied (`rejected`, filterInput), so nothing typed is lost.
// Numbers may be typed as the tables show them ("10.000", "$ 1.490,50": plain-number.ts), days as they show them
// ("27/11/2026": format/typed-date.ts); the URL keeps the API's form of each ("2026-11-27").
import { parseTypedDay } from '../format/typed-date';
import { plainNumber } from '@/lib/forms/plain-number';

/** `int`: a whole number, maybe negative (a charge); `amount`: money with up to two decimals; `price`: an article's. */
export type FilterKind = 'id' | 'choice' | 'code' | 'date' | 'text' | 'yesno' | 'price' | 'int' | 'amount';
export type SortDirection = 'ASC' | 'DESC';
export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

export interface ListView<F extends string = string, S extends string = string> {
  filters: Partial<Record<F, string>>;
  /** What was typed into a filter that could not be applied, kept to show it back with why (never sent to the API). */
  rejected?: Partial<Record<F, string>>;
  sortBy: S;
  orderBy: SortDirection;
  page: number;
}

export interface ListViewDefinition<F extends string, S extends string> {
  /** The filters in the bar's order; URL names are the API's query names. */
  filters: readonly { name: F; kind: FilterKind }[];
  sortColumns: readonly S[];
  defaultSort: S;
  defaultOrder: SortDirection;
  /** Overrides of a kind's check for one filter (e.g. the bookings' status list). */
  validators?: Partial<Record<F, (value: string) => string | undefined>>;
}

export function readParam(params: RawSearchParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

export const positiveInt = (v: string) => /^\d{1,9}$/.test(v) && Number(v) > 0;

const validators: Record<FilterKind, (value: string) => string | undefined> = {
  id: (v) => (positiveInt(v) ? String(Number(v)) : undefined),
  choice: (v) => (positiveInt(v) ? String(Number(v)) : undefined),
  code: (v) => (/^\d{1,6}$/.test(v) ? v : undefined),
  date: parseTypedDay,
  // U+0000 cannot be searched for (PostgreSQL refuses it in text): not applied, like any other bad value.
  text: (v) => (v.length <= 100 && !v.includes('\u0000') ? v : undefined),
  yesno: (v) => (v === 'yes' || v === 'no' ? v : undefined),
  price: (v) => plainNumber(v, { decimals: true, negative: false, maxDigits: 7 }),
  int: (v) => plainNumber(v, { decimals: false, negative: true }),
  amount: (v) => plainNumber(v, { decimals: true, negative: false }),
};

export function defineListView<F extends string, S extends string>(definition: ListViewDefinition<F, S>) {
  type View = ListView<F, S>;
  const defaults: View = { filters: {}, sortBy: definition.defaultSort, orderBy: definition.defaultOrder, page: 1 };

  /** Reads the view from a page's `searchParams`; anything invalid falls back to the default. */
  function parse(params: RawSearchParams, { skip = [] }: { skip?: readonly F[] } = {}): View {
    const filters: View['filters'] = {};
    const rejected: View['filters'] = {};
    for (const { name, kind } of definition.filters) {
      if (skip.includes(name)) continue;
      const raw = readParam(params, name);
      if (raw === undefined) continue;
      const value = (definition.validators?.[name] ?? validators[kind])(raw);
      if (value !== undefined) filters[name] = value;
      else rejected[name] = raw;
    }
    const sortBy = readParam(params, 'sortBy');
    const orderBy = readParam(params, 'orderBy')?.toUpperCase();
    const page = readParam(params, 'page');
    return {
      filters,
      ...(Object.keys(rejected).length > 0 && { rejected }),
      sortBy: (definition.sortColumns as readonly string[]).includes(sortBy ?? '') ? (sortBy as S) : defaults.sortBy,
      orderBy: orderBy === 'ASC' || orderBy === 'DESC' ? orderBy : defaults.orderBy,
      page: page && positiveInt(page) ? Number(page) : 1,
    };
  }

  /** The URL query of a view; defaults are left out so that links stay short. */
  function search(view: View, extra: Record<string, string | undefined> = {}): string {
    const params = new URLSearchParams();
    for (const { name } of definition.filters) {
      const value = view.filters[name];
      if (value) params.set(name, value);
    }
    if (view.sortBy !== defaults.sortBy || view.orderBy !== defaults.orderBy) {
      params.set('sortBy', view.sortBy);
      params.set('orderBy', view.orderBy);
    }
    if (view.page > 1) params.set('page', String(view.page));
    for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  }

  /** The view after clicking a column header: the same column flips direction, a new one starts ascending. */
  function sortedBy(view: View, column: S): View {
    const orderBy: SortDirection = view.sortBy === column && view.orderBy === 'ASC' ? 'DESC' : 'ASC';
    return { ...view, sortBy: column, orderBy, page: 1 };
  }

  /** Hidden inputs the filter bar keeps across a filter change: the sort, when it is not the default. */
  function keptSort(view: View): Record<string, string> {
    return view.sortBy === defaults.sortBy && view.orderBy === defaults.orderBy ? {} : { sortBy: view.sortBy, orderBy: view.orderBy };
  }

  const hasFilters = (view: View) => Object.keys(view.filters).length > 0;

  return { definition, defaults, parse, search, sortedBy, keptSort, hasFilters };
}

export type ListViewOf<D> = D extends { defaults: infer V } ? V : never;

/** A filter's input in the bar: the value applied, or what was typed that could not be, with `invalid` as why. */
export function filterInput<F extends string>(view: ListView<F>, name: F, invalid: string): { value?: string; error?: string } {
  const rejected = view.rejected?.[name];
  return rejected === undefined ? { value: view.filters[name] } : { value: rejected, error: invalid };
}
