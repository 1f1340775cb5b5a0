// The header row of a server-driven table: sortable headers are links (they work without JavaScript) with
// aria-sort; the optional last header names the rows' expand toggles. Shared by DataTable (rows rendered on the
// server) and tables whose rows a client component draws from compact data (the bookings list).
import type { ReactNode } from 'react';
import { clientLink } from '@/components/ui/client-link';
import { cn } from '@/components/ui/cn';
import { CardLabels } from './card-labels';

export interface HeadColumn {
  id: string;
  header: ReactNode;
  /** Classes for the header and body cells, e.g. responsive hiding. */
  className?: string;
  /** Classes for the body cells only, e.g. a code's digits in monospace under a header in the page's font. */
  cellClassName?: string;
  /** The server's sort key of this column; the header becomes a sort link. */
  sortKey?: string;
  /** Shown instead of a long header between 640 and 1536 px, where the table must fit a laptop; the whole header
   * stays for screen readers and on hover. */
  shortHeader?: string;
}

export interface DataTableSort {
  column: string;
  direction: 'ASC' | 'DESC';
  /** The URL that sorts by a column (the same column flips direction). */
  href: (column: string) => string;
}

export interface ExpandHeader {
  label: ReactNode;
  /** Show it (when the toggle is the row's action); read by screen readers only by default. */
  visible?: boolean;
  /** More classes for the toggles' column, e.g. responsive hiding. */
  className?: string;
}

/** A body cell's classes: the column's own and its cells' only. */
export function bodyCellClassName({ className, cellClassName }: Pick<HeadColumn, 'className' | 'cellClassName'>): string | undefined {
  return cn(className, cellClassName) || undefined;
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const;

export function DataTableHead({ columns, sort, expand }: { columns: HeadColumn[]; sort?: DataTableSort; expand?: ExpandHeader }) {
  return (
    <thead>
      <tr>
        {columns.map(({ id, header, className, sortKey, shortHeader }) => {
          const active = sort && sortKey && sort.column === sortKey ? sort.direction : undefined;
          const text = shortHeader ? <HeaderText header={header} short={shortHeader} /> : header;
          // A shortened header's whole text on hover.
          const whole = shortHeader && typeof header === 'string' ? header : undefined;
          return (
            <th
              key={id}
              scope="col"
              aria-sort={sortKey && sort ? (active ? ariaSort[active] : 'none') : undefined}
              title={!(sortKey && sort) ? whole : undefined}
              className={className}
            >
              {sortKey && sort ? (
                <a href={sort.href(sortKey)} title={whole} {...clientLink({ keepScroll: true })}>
                  {text}
                </a>
              ) : (
                text
              )}
            </th>
          );
        })}
        {expand && <th scope="col" className={cn('row-toggle-cell', expand.className)}>{expand.visible ? expand.label : <span className="sr-only">{expand.label}</span>}</th>}
      </tr>
    </thead>
  );
}

function HeaderText({ header, short }: { header: ReactNode; short: string }) {
  return (
    <>
      <span aria-hidden="true" className="hidden sm:max-2xl:inline">
        {short}
      </span>
      <span className="sm:max-2xl:sr-only">{header}</span>
    </>
  );
}

/** A header's text as a phone's card names its cells (none for the actions column, whose menu names itself). */
export function cardLabel(column: { header: ReactNode; className?: string }): string | undefined {
  return typeof column.header === 'string' && !column.className?.includes('col-actions') ? column.header : undefined;
}

interface DataTableFrameProps {
  id: string;
  caption: ReactNode;
  /** The columns' names in order, shown in each row's card on a phone (see card-labels.tsx). */
  cardLabels?: readonly (string | undefined)[];
  children: ReactNode;
}

/** The scrolling frame and caption every data table shares. */
export function DataTableFrame({ id, caption, cardLabels, children }: DataTableFrameProps) {
  // `relative`: visually hidden labels in cells (sr-only is absolutely positioned) stay inside the scroll box
  // instead of widening the whole page on a phone. `@container`: detail rows size themselves to the box.
  return (
    <div id={id} className="@container relative overflow-x-auto rounded-lg border border-line bg-surface">
      {cardLabels && <CardLabels tableId={id} labels={cardLabels} />}
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
