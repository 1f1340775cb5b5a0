// Paging of list endpoints: `{data, meta}` replies (contract listReply) with Laravel-style meta.
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PaginationMeta } from '@/contract/common';

/** A page to read, or null for "everything" (withPagination=false). */
export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageRequest(query: { page: number; perPage: number; withPagination?: boolean }): PageRequest | null {
  return query.withPagination === false ? null : { page: query.page, perPage: query.perPage };
}

/** Adds LIMIT/OFFSET to a dynamic select (`.$dynamic()`) for a page request; null reads everything. */
export function withPage<Q extends PgSelect>(query: Q, page: PageRequest | null): Q {
  return page ? query.limit(page.perPage).offset((page.page - 1) * page.perPage) : query;
}

export function paginationMeta(total: number, page: PageRequest | null): PaginationMeta {
  if (!page) return { total, current_page: 1, per_page: Math.max(total, 1), last_page: 1 };
  return {
    total,
    current_page: page.page,
    per_page: page.perPage,
    last_page: Math.max(Math.ceil(total / page.perPage), 1),
  };
}

/**
 * A page of `query` and the total number of matches. The count runs only when the page cannot tell it: a page
 * that is not full, and not empty past the first, ends the list, so it holds the last matches (most of a tenant's
 * lists, such as its lockers, sizes and users, fit one page and cost one query instead of two).
 */
export async function pageWithTotal<Q extends PgSelect>(query: Q, page: PageRequest | null, countAll: () => Promise<number>): Promise<{ rows: Awaited<Q>; total: number }> {
  const rows = (await withPage(query, page)) as Awaited<Q> & unknown[];
  if (!page) return { rows, total: rows.length };
  const endsTheList = rows.length < page.perPage && (rows.length > 0 || page.page === 1);
  return { rows, total: endsTheList ? (page.page - 1) * page.perPage + rows.length : await countAll() };
}
