// The exports' .xlsx writer (lib/spreadsheet/xlsx-xml.ts, xlsx-stream.ts): what it writes is read back with
// exceljs, the library the import uses, both whole and with its streaming reader: texts exactly (markup, spaces,
// line breaks, emoji, formula-looking text kept as text), numbers, dates as dates, empty cells empty, the bold
// frozen header and the widths; and a reader that stops reading makes the writer wait instead of buffering.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createXlsxStream } from '@/lib/spreadsheet/xlsx-stream';
import { columnLetters, escapeXml, excelSerial, safeSheetName, type XlsxCell, type XlsxColumn } from '@/lib/spreadsheet/xlsx-xml';

const columns: XlsxColumn[] = [
  { header: 'ID', width: 10 },
  { header: 'Referencia & "notas" <1>', width: 28 },
  { header: 'Vencimiento', width: 18, date: true },
  { header: 'Notas', width: 32 },
];

async function writeWorkbook(rows: XlsxCell[][], options: { sheetName?: string; pages?: number } = {}): Promise<Buffer> {
  const xlsx = createXlsxStream({ sheetName: options.sheetName ?? 'Reservas', columns });
  const bytes = buffer(xlsx.output);
  const pages = options.pages ?? 1;
  const size = Math.ceil(rows.length / pages);
  for (let i = 0; i < rows.length; i += size) await xlsx.write(rows.slice(i, i + size));
  await xlsx.end();
  return bytes;
}

async function load(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  return book;
}

describe('xlsx writer', () => {
  it('writes texts, numbers and dates that exceljs reads back as they were', async () => {
    const due = new Date(Date.UTC(2026, 10, 21, 14, 30));
    const texts = [
      'Tom & Jerry <tienda> "centro"',
      '  espacios al borde  ',
      'línea uno\nlínea dos\tcon tabulación',
      "'=HYPERLINK(\"http://evil.example\")",
      'Ñandú 📦 entregado',
      '=1+1',
    ];
    const rows: XlsxCell[][] = texts.map((text, i) => [i + 1, text, due, i % 2 ? null : `nota ${i}`]);
    const book = await load(await writeWorkbook(rows));
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Reservas');
    expect(sheet.rowCount).toBe(texts.length + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Referencia & "notas" <1>', 'Vencimiento', 'Notas']);
    texts.forEach((text, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(i + 1);
      expect(row.getCell(2).value).toBe(text);
      // A formula-looking text stays a text cell: nothing runs when the file is opened.
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(3).value).toEqual(due);
      expect(row.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm');
      expect(row.getCell(4).value).toBe(i % 2 ? null : `nota ${i}`);
    });
  });

  it('writes the header bold and frozen, and the column widths', async () => {
    const book = await load(await writeWorkbook([[1, 'x', null, null]]));
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([10, 28, 18, 32]);
  });

  it('drops characters XML cannot hold and keeps the rest of the text', async () => {
    const book = await load(await writeWorkbook([[1, 'a\u0000b\u0007c\u001fd', null, 'mitad \ud83d de emoji']]));
    const row = book.worksheets[0]!.getRow(2);
    expect(row.getCell(2).value).toBe('abcd');
    expect(row.getCell(4).value).toBe('mitad \ufffd de emoji');
  });

  it('streams many pages, every row once and in order, readable by the streaming reader', async () => {
    const rows: XlsxCell[][] = Array.from({ length: 2_500 }, (_, i) => [i + 1, `Reserva ${i + 1}`, new Date(Date.UTC(2026, 0, 1) + i * 60_000), i % 7 ? `n${i}` : '']);
    const file = await writeWorkbook(rows, { pages: 25 });
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache' });
    const ids: number[] = [];
    for await (const sheet of reader) {
      for await (const row of sheet) if (row.number > 1) ids.push(row.getCell(1).value as number);
    }
    expect(ids).toEqual(rows.map((r) => r[0]));
  });

  it('waits while nobody reads the file instead of holding it all in memory', async () => {
    const xlsx = createXlsxStream({ sheetName: 'Reservas', columns });
    // Text that does not compress away: random digits.
    const page = Array.from({ length: 100 }, (_, i) => [i, Array.from({ length: 60 }, () => Math.random().toString(36).slice(2)).join(' '), null, null]);
    let written = 0;
    const writing = (async () => {
      for (let i = 0; i < 400; i++) {
        await xlsx.write(page);
        written++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // 400 pages are about 100 MB of XML; without a reader only a bounded part of it was taken.
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(100);
    // Still waiting for a reader: neither finished nor failed.
    const pending = Symbol('pending');
    await expect(Promise.race([writing, pending])).resolves.toBe(pending);
    xlsx.destroy();
    void writing.catch(() => undefined);
  });

  it('names sheets as Excel accepts them and numbers columns and dates as Excel does', () => {
    expect(safeSheetName('Reservas: [nov/dic]?')).toBe('Reservas   nov dic');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect([0, 25, 26, 51, 52, 701, 702].map((index) => columnLetters(index))).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(excelSerial(Date.UTC(1900, 2, 1))).toBe(61);
    expect(excelSerial(Date.UTC(2026, 10, 21, 12))).toBe(46347.5);
    expect(escapeXml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
  });
});
