// The sales export's source and columns: every page of the filters (100 each) with up to 3 retries a page, a page
// that keeps failing ends the export with an error, the 17 columns with texts escaped against formulas; and the
// bookings export leaving the districad columns out when that feature is off; the reports' default sort.
import { describe, expect, it } from 'vitest';
import type { Sale } from '@/contract/vending';
import { ApiError } from '@/lib/api-errors';
import { exportColumns } from '@/lib/bookings/export/export-columns';
import { referenceNames } from '@/lib/bookings/reference-names';
import { openSalesExport, salesExportColumns } from '@/lib/vending/export/sales-export';
import { parseSalesView, parseStockView, readLockerIds, reportSearch, stockList } from '@/lib/vending/list-view';
import { excelSerial } from '@/lib/spreadsheet/xlsx-xml';

const sale = (id: number): Sale => ({
  idReserva: id, idProveedor: 2, idReservaIN: id + 1000, idLocker: 3, fechaCargaArticulo: '2030-05-01T12:00:00Z', repartidorCarga: 'Carolina Duarte',
  fechaCompra: '2030-05-02T12:00:00Z', cliente: '=HYPERLINK("x")', telefono: '+598 99', idArticuloComprado: 7, ArticuloComprado: '@SUM(A1)', idArticuloEntregado: null,
  total_amount: '249.90', transaction_id: '-1', authorization_code: null, fechaRetiroEnvase: null, repartidorRetiro: null,
});

function pages(total: number, failures: Record<number, number> = {}) {
  const calls: number[] = [];
  const fetchPage = async (page: number) => {
    calls.push(page);
    if ((failures[page] ?? 0) > 0) {
      failures[page]!--;
      throw new ApiError(503, ['down'], {}, 'unexpected', false);
    }
    const data = Array.from({ length: 100 }, (_, i) => (page - 1) * 100 + i).filter((n) => n < total).map((n) => sale(total - n));
    return { data, meta: { last_page: Math.max(Math.ceil(total / 100), 1) } };
  };
  return { fetchPage, calls };
}

const view = parseSalesView(new URLSearchParams());

describe('openSalesExport', () => {
  it('reads every page once, retrying a failing page up to 3 times', async () => {
    const { fetchPage, calls } = pages(250, { 2: 3 });
    const source = await openSalesExport(view, { fetchPage, pauseMs: 1 });
    const rows = [...source.first];
    for await (const page of source.rest) rows.push(...page);
    expect(rows).toHaveLength(250);
    expect(calls).toEqual([1, 2, 2, 2, 2, 3]);
  });

  it('fails the export when a page keeps failing', async () => {
    const { fetchPage } = pages(250, { 3: 4 });
    const source = await openSalesExport(view, { fetchPage, pauseMs: 1 });
    const read = async () => {
      for await (const page of source.rest) void page;
    };
    await expect(read()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('salesExportColumns', () => {
  it('has the 17 columns and writes formula-looking texts exactly as typed (string cells never run)', () => {
    expect(salesExportColumns).toHaveLength(17);
    const local = (iso: string | null) => (iso ? excelSerial(Date.parse(iso)) : null);
    const cells = salesExportColumns.map((c) => c.value(sale(1), local));
    expect(cells[7]).toBe('=HYPERLINK("x")');
    expect(cells[10]).toBe('@SUM(A1)');
    expect(cells[13]).toBe('-1');
    expect(cells[12]).toBe(249.9);
    expect(cells[6]).toBe(excelSerial(Date.parse(sale(1).fechaCompra)));
  });
});

describe('report URLs', () => {
  it('reads lockerIds repeated or comma-separated, drops junk and duplicates, and a reversed date range', () => {
    expect(readLockerIds(new URLSearchParams('lockerIds=3&lockerIds=1,2&lockerIds=x&lockerIds=3'))).toEqual([3, 1, 2]);
    expect(parseSalesView(new URLSearchParams('startDate=2030-05-05&endDate=2030-05-01')).filters).toEqual({ startDate: '2030-05-05' });
  });

  it('sorts sales and stock by idReserva, newest first, unless the URL asks for the door (docs/domain/limits.md)', () => {
    expect(parseSalesView(new URLSearchParams())).toMatchObject({ sortBy: 'idReserva', orderBy: 'DESC' });
    expect(parseStockView(new URLSearchParams())).toMatchObject({ sortBy: 'idReserva', orderBy: 'DESC' });
    const byDoor = parseStockView(new URLSearchParams('sortBy=door&orderBy=ASC&lockerIds=4'));
    expect(byDoor).toMatchObject({ sortBy: 'door', orderBy: 'ASC', lockerIds: [4] });
    expect(reportSearch(stockList, byDoor)).toContain('sortBy=door');
  });
});

describe('bookings export columns', () => {
  const names = referenceNames({}, {});

  it('leaves out the districad columns when the feature is off', () => {
    expect(exportColumns({ provider: false, districad: false, names }).map((c) => c.label)).not.toContain('export.districadId');
    expect(exportColumns({ provider: false, districad: true, names }).map((c) => c.label)).toContain('export.districadId');
  });
});
