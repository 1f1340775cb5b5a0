'use client';
// A server-driven table: rows, sort and page come from the URL (the server already sorted and paged them),
// so the table only lays them out. Sortable headers are links (they work before JavaScript arrives) with
// aria-sort; an optional expand toggle shows a detail row under each row.
import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { Fragment, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

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
  buttonLabel: (row: Row) => string;
  render: (row: Row) => ReactNode;
}

export interface DataTableProps<Row extends RowData> {
  columns: DataColumn<Row>[];
  data: Row[];
  getRowId: (row: Row) => string;
  caption: ReactNode;
  sort?: DataTableSort;
  expand?: DataTableExpand<Row>;
  rowClassName?: (row: Row) => string | undefined;
  /** Rows rendered above the data rows (e.g. client-side ones); they get the full width. */
  leadingRows?: ReactNode;
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const;

export function DataTable<Row extends RowData>({ columns, data, getRowId, caption, sort, expand, rowClassName, leadingRows }: DataTableProps<Row>) {
  const table = useTable({ features: dataTableFeatures, columns, data, getRowId: (row: Row) => getRowId(row) });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-fg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortKey = meta?.sortKey;
                const active = sort && sortKey && sort.column === sortKey ? sort.direction : undefined;
                const Icon = active === 'ASC' ? ArrowUp : active === 'DESC' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortKey && sort ? (active ? ariaSort[active] : 'none') : undefined}
                    className={cn('px-3 py-2 font-medium whitespace-nowrap', meta?.className)}
                  >
                    {sortKey && sort ? (
                      <Link href={sort.href(sortKey)} scroll={false} className="inline-flex items-center gap-1 hover:text-fg">
                        <table.FlexRender header={header} />
                        <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-50')} />
                      </Link>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
              {expand && (
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{expand.header}</span>
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody>
          {leadingRows}
          {table.getRowModel().rows.map((row) => {
            const open = expanded.has(row.id);
            const detailId = `row-detail-${row.id}`;
            return (
              <Fragment key={row.id}>
                <tr className={cn('border-t border-line align-top hover:bg-hover/60', rowClassName?.(row.original))}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cn('px-3 py-2', cell.column.columnDef.meta?.className)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {expand && (
                    <td className="px-1 py-1 text-right">
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={open ? detailId : undefined}
                        aria-label={expand.buttonLabel(row.original)}
                        onClick={() => toggle(row.id)}
                        className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg"
                      >
                        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
                      </button>
                    </td>
                  )}
                </tr>
                {expand && open && (
                  <tr id={detailId} className="bg-canvas/60">
                    <td colSpan={row.getAllCells().length + 1} className="px-3 py-3">
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
