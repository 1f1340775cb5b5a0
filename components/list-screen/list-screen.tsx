// The frame of an administration list screen, rendered on the server: title and total, the filter bar (a GET
// form), the table or the empty state with its next step, and the pager. Every part reads the URL's view, so the screen works
// before client JavaScript arrives and a copied link reproduces it. Drawers go in `children`.
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/data-table/pagination';
import { FilterBar, type FilterField } from '@/components/filter-bar/filter-bar';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from './empty-state';

export interface ListScreenProps {
  /** The list's path; filters submit to it. */
  path: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  filters: FilterField[];
  /** Query values kept across a filter change (the sort). */
  keep: Record<string, string>;
  /** `action` replaces the header's actions as the empty list's next step (when nothing is filtered). */
  empty: { show: boolean; text: string; action?: ReactNode };
  table: ReactNode;
  pagination?: { page: number; lastPage: number; href: (page: number) => string };
  children?: ReactNode;
}

export async function ListScreen({ path, title, description, actions, filters, keep, empty, table, pagination, children }: ListScreenProps) {
  const t = await getTranslations('lists');
  const activeCount = filters.filter((f) => (f.value && !f.error) || f.values?.length).length;
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <FilterBar
        action={path}
        fields={filters}
        keep={keep}
        labels={{ title: t('filters.title'), apply: t('filters.apply'), clear: t('filters.clear') }}
        activeCount={activeCount}
      />
      {empty.show ? (
        <EmptyState
          text={empty.text}
          action={empty.action ?? actions}
          clear={activeCount > 0 || filters.some((f) => f.error) ? { href: path, label: t('filters.clear') } : undefined}
        />
      ) : (
        table
      )}
      {pagination && (
        <Pagination
          page={pagination.page}
          lastPage={pagination.lastPage}
          href={pagination.href}
          labels={{
            nav: t('pagination.nav'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            status: t('pagination.page', { page: pagination.page, pages: Math.max(pagination.lastPage, 1) }),
          }}
        />
      )}
      {children}
    </>
  );
}
