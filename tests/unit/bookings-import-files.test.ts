// Reading uploaded spreadsheets: real .xlsx from exceljs, CSV in UTF-8 and Windows-1252 with ; and , and each
// kind of bad file with its Spanish message (nothing is validated or created from a refused file).
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { decodeText, detectSeparator, parseCsv } from '@/lib/bookings/import/csv';
import { ImportFileError, importErrorText } from '@/lib/bookings/import/import-error';
import { importLimits } from '@/lib/bookings/import/limits';
import { readGrid } from '@/lib/bookings/import/spreadsheet-grid';
import { csvText, headers, t, windows1252, xlsxFile, zipOf } from '@/tests/support/import-files';

const row = ['Pedido 1', 'ana@example.com', '1.234.567-2', '099 123 456', 'UY', 'Centro', 'Pequeño', 72, 'no', 'Frágil; ñandú "x"'];

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await readGrid(bytes);
  } catch (error) {
    if (error instanceof ImportFileError) return importErrorText(error, t);
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('readGrid: accepted files', () => {
  it('reads an .xlsx made by exceljs, numbers as text, with spreadsheet row numbers', async () => {
    const grid = await readGrid(await xlsxFile([row, ['  '], ['Pedido 2', '', 12345672, 99123456, '', 1, 2]]));
    expect(grid.kind).toBe('xlsx');
    expect(grid.headers).toEqual(headers);
    expect(grid.rows.map((r) => r.number)).toEqual([2, 4]);
    expect(grid.rows[0]!.cells).toEqual(['Pedido 1', 'ana@example.com', '1.234.567-2', '099 123 456', 'UY', 'Centro', 'Pequeño', '72', 'no', 'Frágil; ñandú "x"']);
    expect(grid.rows[1]!.cells.slice(0, 7)).toEqual(['Pedido 2', '', '12345672', '99123456', '', '1', '2']);
    expect(grid.blankRows).toBe(1);
  });

  it('reads the text of hyperlinked and rich-text cells (Excel links e-mails as you type)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Reservas');
    sheet.addRow(headers);
    sheet.addRow(['Pedido 1', { text: 'ana@example.com', hyperlink: 'mailto:ana@example.com' }, '', '', '', 'Centro', { richText: [{ text: 'Peq' }, { text: 'ueño' }] }]);
    const grid = await readGrid(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(grid.rows[0]!.cells.slice(0, 7)).toEqual(['Pedido 1', 'ana@example.com', '', '', '', 'Centro', 'Pequeño']);
  });

  it.each([
    ['UTF-8 with ;', (text: string) => Buffer.from(text, 'utf8'), ';'],
    ['UTF-8 with BOM and ,', (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]), ','],
    ['Windows-1252 with ;', windows1252, ';'],
    ['Windows-1252 with ,', windows1252, ','],
  ])('reads CSV in %s', async (_name, encode, separator) => {
    const grid = await readGrid(encode(csvText([row, ['Pedido 2', '', '', '', '', '1', 'Grande']], separator)));
    expect(grid.kind).toBe('csv');
    expect(grid.headers).toEqual(headers);
    expect(grid.rows).toHaveLength(2);
    expect(grid.rows[0]!.cells).toEqual(row.map(String));
  });

  it('decodes by bytes and finds the separator outside quotes', () => {
    expect(decodeText(Buffer.from('Tamaño', 'latin1')).encoding).toBe('windows-1252');
    expect(decodeText(Buffer.from('Tamaño', 'utf8'))).toEqual({ text: 'Tamaño', encoding: 'utf-8' });
    expect(detectSeparator('"a;b;c",d,e\n')).toBe(',');
    expect(parseCsv('a;"b\r\nc";"d""e"\r\n1;2;3', ';')).toEqual([['a', 'b\r\nc', 'd"e'], ['1', '2', '3']]);
  });
});

describe('readGrid: refused files, with their message', () => {
  it('an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('El archivo está vacío.');
  });

  it('only headers', async () => {
    expect(await refusal(await xlsxFile([]))).toBe('El archivo solo tiene encabezados: no hay filas con reservas.');
    expect(await refusal(Buffer.from(csvText([]) + ';;;\r\n'))).toMatch(/solo tiene encabezados/);
  });

  it('a renamed binary (a PNG called .xlsx) and a zip that is not a workbook', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect(await refusal(png)).toMatch(/no es una planilla/);
    expect(await refusal(zipOf([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toMatch(/no es una planilla/);
  });

  it('a password-protected workbook and a legacy .xls', async () => {
    const ole = Buffer.from('d0cf11e0a1b11ae1', 'hex');
    const encrypted = Buffer.concat([ole, Buffer.alloc(512), Buffer.from('EncryptedPackage', 'utf16le'), Buffer.alloc(64)]);
    expect(await refusal(encrypted)).toMatch(/protegido con contraseña/);
    expect(await refusal(Buffer.concat([ole, Buffer.alloc(1024)]))).toMatch(/\.xls \(Excel 97-2003\)/);
  });

  it('a zip bomb: declared sizes over the limit, or a part that inflates past what it declares', async () => {
    const huge = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<w/>'), declaredSize: importLimits.maxUncompressedBytes + 1 }]);
    expect(await refusal(huge)).toMatch(/descomprimido es demasiado grande/);
    const lying = zipOf([
      { name: 'xl/workbook.xml', data: Buffer.from('<w/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 100 * 1024 },
    ]);
    expect(await refusal(lying)).toMatch(/descomprimido es demasiado grande/);
  });

  it('a truncated workbook', async () => {
    const file = await xlsxFile([row]);
    expect(await refusal(file.subarray(0, file.length - 200))).toMatch(/dañado/);
  });

  it('formulas where values are expected, in .xlsx and .csv', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Reservas');
    sheet.addRow(headers);
    sheet.addRow(['Pedido 1', '', '', '', '', 'Centro', 'Pequeño', { formula: '24*3', result: 72 }]);
    expect(await refusal(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe('La celda H2 tiene una fórmula. Escribí el valor (en Excel: Copiar y Pegar valores).');
    expect(await refusal(Buffer.from(csvText([['=HYPERLINK("http://x")', '', '', '', '', 'Centro', 'Pequeño']])))).toMatch(/La celda A2 tiene una fórmula/);
  });

  it('more rows than the limit', async () => {
    const rows = Array.from({ length: importLimits.maxRows + 1 }, (_, i) => [`Pedido ${i}`, '', '', '', '', 'Centro', '1']);
    expect(await refusal(Buffer.from(csvText(rows)))).toMatch(/el máximo es 5000/);
    expect(await refusal(await xlsxFile(rows))).toMatch(/el máximo es 5000/);
  });

  it('a file over the size limit', async () => {
    expect(await refusal(Buffer.alloc(importLimits.maxFileBytes + 1, 'a'))).toBe('El archivo supera el máximo de 10 MB.');
  });
});
