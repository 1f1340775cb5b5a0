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

  it('a renamed file says what it really is: an image, a Word document, a PDF, a zip', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect(await refusal(png)).toBe('El archivo es una imagen, no una planilla .xlsx ni .csv.');
    expect(await refusal(zipOf([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe(
      'El archivo es un documento de Word, no una planilla .xlsx ni .csv.',
    );
    expect(await refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'))).toBe('El archivo es un PDF, no una planilla .xlsx ni .csv.');
    expect(await refusal(zipOf([{ name: 'fotos/1.txt', data: Buffer.from('hola') }]))).toBe('El archivo es un archivo comprimido (.zip), no una planilla .xlsx ni .csv.');
  });

  it('an OpenDocument spreadsheet (.ods, LibreOffice\'s own format) is named, with how to save it as .xlsx', async () => {
    // As LibreOffice writes it: the stored `mimetype` part first, then the manifest and the content.
    const ods = zipOf([
      { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet'), stored: true },
      { name: 'META-INF/manifest.xml', data: Buffer.from('<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>') },
      { name: 'content.xml', data: Buffer.from('<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"><office:body><office:spreadsheet/></office:body></office:document-content>') },
    ]);
    expect(await refusal(ods)).toBe(
      'El archivo es una planilla de LibreOffice u OpenOffice (.ods), que la carga no lee. Guardala como .xlsx (Archivo › Guardar como › Libro de Excel 2007-365) y subila de nuevo.',
    );
    const odt = zipOf([{ name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text'), stored: true }, { name: 'content.xml', data: Buffer.from('<x/>') }]);
    expect(await refusal(odt)).toMatch(/^El archivo es un documento de texto de LibreOffice \(\.odt\)/);
  });

  it('a web page renamed .xlsx (or an "Excel" export that is an HTML table) is named, not read as CSV', async () => {
    const page = '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Reservas</title></head><body><table><tr><td>Referencia</td></tr></table></body></html>';
    const html = 'El archivo es una página web (HTML) con extensión de planilla, no una planilla. Abrilo en Excel o LibreOffice, guardalo como .xlsx y subilo de nuevo.';
    expect(await refusal(Buffer.from(page))).toBe(html);
    expect(await refusal(Buffer.from(`\ufeff  <html xmlns:o="urn:schemas-microsoft-com:office:office"><body><table><tr><td>Referencia</td></tr></table></body></html>`))).toBe(html);
    expect(await refusal(Buffer.from('<table border="1"><tr><th>Referencia</th><th>Locker</th></tr></table>'))).toBe(html);
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
