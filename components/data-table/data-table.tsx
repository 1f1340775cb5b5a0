// A server-driven table, rendered on the server: rows, sort and page come from the URL (the server already
// sorted and paged them), so the table only lays them out and ships no table code to the browser. TanStack
// Table's core builds the header groups and cells here, once per request, without React hooks. Sortable
// headers are links (they work without JavaScript) with aria-sort. The optional expand toggle reveals a
// detail row rendered (hidden) under each row; one tiny script (row-expander.tsx) flips them for the table.
import { constructTable, createColumnHelper, tableFeatures, type ColumnDef, type RowData } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { flexRender } from '@tanstack/react-table/flex-render';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { detailRowClasses, expandButtonClasses, expandCellClasses } from './data-table-classes';
import { RowExpander } from './row-expander';

export interface DataColumnMeta {
  /** Classes for the header and body cells, e.g. responsive hiding. */
  className?: string;
  /** The server's sort key of this column; the header becomes a sort link. */
  sortKey?: string;
}

export const dataTableFeatures = tableFeatures({ columnMeta: {} as DataColumnMeta });
export type DataTableFeatures = typeof dataTableFeatures;
/** Columns of any value type (the column helper's own choice; cells are typed where they are built). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

export function createDataColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}

export interface DataTableSort {
  column: string;
  direction: 'ASC' | 'DESC';
  /** The URL that sorts by a column (the same column flips direction). */
  href: (column: string) => string;
}

export interface DataTableExpand<Row> {
  header: ReactNode;
  /** Show the toggle column's header (when the toggle is the row's action); hidden by default. */
  showHeader?: boolean;
  buttonLabel: (row: Row) => string;
  render: (row: Row) => ReactNode;
}

export interface DataTableProps<Row extends RowData> {
  /** Unique on the page: the expand toggles and detail rows are found through it. */
  id: string;
  columns: DataColumn<Row>[];
  data: Row[];
  getRowId: (row: Row) => string;
  caption: ReactNode;
  sort?: DataTableSort;
  expand?: DataTableExpand<Row>;
  rowClassName?: (row: Row) => string | undefined;
  /** Rows rendered above the data rows (e.g. client-side ones). */
  leadingRows?: ReactNode;
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const;

export function DataTable<Row extends RowData>({ id, columns, data, getRowId, caption, sort, expand, rowClassName, leadingRows }: DataTableProps<Row>) {
  // Plain TanStack Store reactivity: the table lives for this one render, nothing subscribes to it.
  const features = { ...dataTableFeatures, coreReactivityFeature: storeReactivityBindings() };
  const table = constructTable<DataTableFeatures, Row>({
    features,
    columns,
    data,
    getRowId: (row: Row) => getRowId(row),
  });

  // `relative`: visually hidden labels in cells (sr-only is absolutely positioned) stay inside the scroll box
  // instead of widening the whole page on a phone.
  return (
    <div id={id} className="relative overflow-x-auto rounded-lg border border-line bg-surface">
      {expand && <RowExpander tableId={id} />}
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortKey = meta?.sortKey;
                const active = sort && sortKey && sort.column === sortKey ? sort.direction : undefined;
                const icon = active === 'ASC' ? ArrowUp : active === 'DESC' ? ArrowDown : ArrowUpDown;
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortKey && sort ? (active ? ariaSort[active] : 'none') : undefined}
                    className={meta?.className}
                  >
                    {sortKey && sort ? (
                      <Link href={sort.href(sortKey)} scroll={false}>
                        {content}
                        <Icon icon={icon} className={cn('size-3.5', !active && 'opacity-50')} />
                      </Link>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
              {expand && (
                <th scope="col">
                  {expand.showHeader ? expand.header : <span className="sr-only">{expand.header}</span>}
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody>
          {leadingRows}
          {table.getRowModel().rows.map((row) => {
            const detailId = `row-detail-${row.id}`;
            const cells = row.getAllCells();
            return (
              <Fragment key={row.id}>
                <tr className={rowClassName?.(row.original)}>
                  {cells.map((cell) => (
                    <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                  {expand && (
                    <td className={expandCellClasses}>
                      <button
                        type="button"
                        data-row-toggle=""
                        aria-expanded="false"
                        aria-controls={detailId}
                        aria-label={expand.buttonLabel(row.original)}
                        className={expandButtonClasses}
                      >
                        <Icon icon={ChevronDown} />
                      </button>
                    </td>
                  )}
                </tr>
                {expand && (
                  <tr id={detailId} hidden className={detailRowClasses}>
                    <td colSpan={cells.length + 1}>
                      {expand.render(row.original)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
