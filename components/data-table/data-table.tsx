// A server-driven table, rendered on the server: rows, sort and page come from the URL (the server already
// sorted and paged them), so the table only lays them out and ships no table code to the browser. TanStack
// Table's core builds the (flat) columns' headers and cells here, once per request, without React hooks. The
// optional expand toggle reveals a detail row rendered (hidden) under each row; one tiny script
// (row-expander.tsx) flips them for the table.
import { constructTable, createColumnHelper, tableFeatures, type ColumnDef, type RowData } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { flexRender } from '@tanstack/react-table/flex-render';
import { Fragment, type ReactNode } from 'react';
import { rowCellTiming } from '@/lib/perf/element-timing';
import { bodyCellClassName, cardLabel, DataTableFrame, DataTableHead, type DataTableSort, type HeadColumn } from './data-table-head';
import { RowExpander } from './row-expander';
import { DetailRow, RowToggleCell } from './row-toggle';

type DataColumnMeta = Pick<HeadColumn, 'className' | 'cellClassName' | 'sortKey' | 'shortHeader'>;

export const dataTableFeatures = tableFeatures({ columnMeta: {} as DataColumnMeta });
export type DataTableFeatures = typeof dataTableFeatures;
/** Columns of any value type (the column helper's own choice; cells are typed where they are built). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

export function createDataColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}

export interface DataTableExpand<Row> {
  header: ReactNode;
  /** Show the toggle column's header (when the toggle is the row's action); hidden by default. */
  showHeader?: boolean;
  buttonLabel: (row: Row) => string;
  render: (row: Row) => ReactNode;
  /** Classes for the toggles' column, e.g. `2xl:hidden` where the details are columns of their own. */
  className?: string;
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
}

export function DataTable<Row extends RowData>({ id, columns, data, getRowId, caption, sort, expand }: DataTableProps<Row>) {
  // Plain TanStack Store reactivity: the table lives for this one render, nothing subscribes to it.
  const features = { ...dataTableFeatures, coreReactivityFeature: storeReactivityBindings() };
  const table = constructTable<DataTableFeatures, Row>({
    features,
    columns,
    data,
    getRowId: (row: Row) => getRowId(row),
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const labels = headers.map((header) => cardLabel({ header: header.column.columnDef.header as ReactNode, className: header.column.columnDef.meta?.className }));
  return (
    <DataTableFrame id={id} caption={caption} cardLabels={labels}>
      {expand && <RowExpander tableId={id} />}
      <DataTableHead
        columns={headers.map((header) => ({
          id: header.id,
          header: flexRender(header.column.columnDef.header, header.getContext()),
          className: header.column.columnDef.meta?.className,
          sortKey: header.column.columnDef.meta?.sortKey,
          shortHeader: header.column.columnDef.meta?.shortHeader,
        }))}
        sort={sort}
        expand={expand && { label: expand.header, visible: expand.showHeader, className: expand.className }}
      />
      <tbody>
        {table.getRowModel().rows.map((row, rowIndex) => {
          const cells = row.getAllCells();
          return (
            <Fragment key={row.id}>
              <tr>
                {cells.map((cell) => (
                  <td key={cell.id} className={bodyCellClassName(cell.column.columnDef.meta ?? {})} {...rowCellTiming(rowIndex)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
                {expand && <RowToggleCell rowId={row.id} label={expand.buttonLabel(row.original)} className={expand.className} />}
              </tr>
              {expand && (
                <DetailRow rowId={row.id} colSpan={cells.length + 1}>
                  {expand.render(row.original)}
                </DetailRow>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </DataTableFrame>
  );
}
