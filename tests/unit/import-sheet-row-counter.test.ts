// The import's row guard: rows with values are counted in a sheet's XML as it inflates, whatever the chunking,
// so Excel's maximum sheet is refused with its row count before exceljs reads it (and a small one still reads).
import { describe, expect, it } from 'vitest';
import { ImportFileError } from '@/lib/bookings/import/import-error';
import { SheetRowCounter } from '@/lib/bookings/import/sheet-row-counter';
import { readGrid } from '@/lib/bookings/import/spreadsheet-grid';
import { millionRowWorkbook } from '@/tests/security/support/hostile-files';

const sheet = Buffer.from(
  [
    '<worksheet><sheetData>',
    '<row r="1" spans="1:2"><c r="A1" t="inlineStr"><is><t>Referencia</t></is></c></row>',
    '<row r="2"><c r="A2"><v>7</v></c></row>',
    '<row r="3"/>',
    '<row r="4" s="2"><c r="A4" s="3"/></row>',
    '<row\nr="5"><c r="A5" t="s"><v>0</v></c></row>',
    '<row r="6"><c r="A6"><f>1+1</f></c></row>',
    '<row r="7"><c r="A7" t="str"><v xml:space="preserve"> x </v></c></row>',
    '</sheetData><rowBreaks count="1"><brk id="3"/></rowBreaks></worksheet>',
  ].join(''),
);

function count(chunks: Buffer[]): number {
  const counter = new SheetRowCounter();
  for (const chunk of chunks) counter.push(chunk);
  return counter.rows;
}

describe('SheetRowCounter', () => {
  it('counts rows holding a value, inline string or formula; not empty or style-only rows', () => {
    expect(count([sheet])).toBe(5);
  });

  it('gives the same count wherever the chunks are cut', () => {
    for (let cut = 0; cut <= sheet.length; cut++) expect(count([sheet.subarray(0, cut), sheet.subarray(cut)]), `cut at ${cut}`).toBe(5);
    expect(count([...sheet].map((byte) => Buffer.from([byte])))).toBe(5);
  });
});

describe('the import refuses a sheet of 1,048,576 rows before reading it', () => {
  it('with the row count, in seconds', async () => {
    const file = millionRowWorkbook();
    const started = Date.now();
    const refusal = await readGrid(file).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportFileError);
    expect(refusal).toMatchObject({ code: 'tooManyRows', values: { rows: 1_048_575, max: 5000 } });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The bound above is the check (reading every row would take minutes); building the workbook comes on top, and
    // on a busy machine the whole test outlasted vitest's default 5 s while the refusal itself stayed within it.
  }, 30_000);

  it('while the same workbook with a few rows reads', async () => {
    const grid = await readGrid(millionRowWorkbook(3));
    expect(grid.rows.map((row) => row.cells[0])).toEqual(['2', '3', '4']);
  });
});
