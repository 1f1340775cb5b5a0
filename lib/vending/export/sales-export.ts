// The sales export (docs/domain/excel.md "Exports", docs/domain/backend-calls.md): every page of the current filters, 100 a page, each with its
// retries, streamed through the same workbook writer and cell rules as the bookings export.
import 'server-only';
import { priceToCents } from '@/contract/articles';
import type { Sale } from '@/contract/vending';
import type { ExportColumn, ExportSource } from '../../spreadsheet/export-stream';
import { fetchWithRetries } from '../../spreadsheet/page-retries';
import type { SalesView } from '../list-view';
import { findSales } from '../queries';

type Fetch = (page: number) => Promise<{ data: Sale[]; meta: { last_page: number } }>;

export async function openSalesExport(view: SalesView, options: { fetchPage?: Fetch; pauseMs?: number } = {}): Promise<ExportSource<Sale>> {
  const fetchPage: Fetch = options.fetchPage ?? ((page) => findSales(view, page));
  const pauseMs = options.pauseMs ?? 300;
  const first = await fetchWithRetries(() => fetchPage(1), pauseMs);
  async function* rest(): AsyncGenerator<Sale[]> {
    for (let page = 2, last = first.meta.last_page; page <= last; page++) {
      const next = await fetchWithRetries(() => fetchPage(page), pauseMs);
      if (next.data.length === 0) return;
      last = next.meta.last_page;
      yield next.data;
    }
  }
  return { first: first.data, rest: rest() };
}

/** A string-typed cell, exactly as typed (lib/spreadsheet/safe-cell.ts says why no escaping). */
const text = (value: string | null | undefined) => value ?? '';
/** Amounts as numbers (Excel sums them); the API's decimal string never goes through a float parse of text. */
const amount = (value: string) => (priceToCents(value) ?? 0) / 100;

/** The 17 columns of docs/domain/screens.md, headers from sales.json `fields.*`. */
export const salesExportColumns: ExportColumn<Sale>[] = [
  { label: 'fields.idReserva', width: 10, value: (s) => s.idReserva },
  { label: 'fields.idProveedor', width: 10, value: (s) => s.idProveedor },
  { label: 'fields.idReservaIN', width: 10, value: (s) => s.idReservaIN },
  { label: 'fields.idLocker', width: 10, value: (s) => s.idLocker },
  { label: 'fields.fechaCargaArticulo', width: 18, date: true, value: (s, local) => local(s.fechaCargaArticulo) },
  { label: 'fields.repartidorCarga', width: 22, value: (s) => text(s.repartidorCarga) },
  { label: 'fields.fechaCompra', width: 18, date: true, value: (s, local) => local(s.fechaCompra) },
  { label: 'fields.cliente', width: 24, value: (s) => text(s.cliente) },
  { label: 'fields.telefono', width: 16, value: (s) => text(s.telefono) },
  { label: 'fields.idArticuloComprado', width: 10, value: (s) => s.idArticuloComprado },
  { label: 'fields.ArticuloComprado', width: 24, value: (s) => text(s.ArticuloComprado) },
  { label: 'fields.idArticuloEntregado', width: 10, value: (s) => s.idArticuloEntregado },
  { label: 'fields.total_amount', width: 12, value: (s) => amount(s.total_amount) },
  { label: 'fields.transaction_id', width: 18, value: (s) => text(s.transaction_id) },
  { label: 'fields.authorization_code', width: 16, value: (s) => text(s.authorization_code) },
  { label: 'fields.fechaRetiroEnvase', width: 18, date: true, value: (s, local) => local(s.fechaRetiroEnvase) },
  { label: 'fields.repartidorRetiro', width: 22, value: (s) => text(s.repartidorRetiro) },
];

