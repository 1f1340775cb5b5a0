// A list page past the list's end (an old shared link, a list that shrank since) goes to the last page, so the
// screen shows rows and a pager that agree, instead of an empty table saying there is nothing at all.
import 'server-only';
import { redirect } from 'next/navigation';
import type { PaginationMeta } from '@/contract/common';

export function keepPageInRange(page: number, list: { data: readonly unknown[]; meta: Pick<PaginationMeta, 'last_page'> }, href: (page: number) => string): void {
  // Only when the page came back empty: an estimated last page (very long lists) may fall short of the real one.
  if (list.data.length === 0 && page > 1 && page > list.meta.last_page) redirect(href(Math.max(list.meta.last_page, 1)));
}
