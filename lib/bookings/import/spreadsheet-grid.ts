// Any accepted file → one grid of text cells with the spreadsheet's own row numbers, so that every later step
// (columns, validation, messages) is the same for .xlsx and .csv. Formulas are refused: an import takes values,
// and a formula's cached result may be stale or missing.
import ExcelJS from 'exceljs';
import { decodeText, parseCsv } from './csv';
import { detectFileKind } from './file-kind';
import { ImportFileError } from './import-error';
import { importLimits } from './limits';

export interface GridRow {
  /** 1-based, as the spreadsheet shows it. */
  number: number;
  cells: string[];
}

export interface Grid {
  kind: 'xlsx' | 'csv';
  headers: string[];
  rows: GridRow[];
  /** Rows with no value at all, skipped (counted so that nothing disappears unexplained). */
  blankRows: number;
}

/** The sheet the template names "Reservas", else the first one. */
const sheetName = 'Reservas';

export async function readGrid(bytes: Buffer): Promise<Grid> {
  const kind = await detectFileKind(bytes);
  const raw = kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...body] = raw;
  const headers = (header?.cells ?? []).map((h) => h.trim());
  while (headers.length > 0 && headers.at(-1) === '') headers.pop();
  if (headers.length === 0) throw new ImportFileError('empty');
  const rows = body.filter((row) => row.cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) throw new ImportFileError('onlyHeaders');
  if (rows.length > importLimits.maxRows) throw new ImportFileError('tooManyRows', { max: importLimits.maxRows, rows: rows.length });
  return { kind, headers, rows, blankRows: body.length - rows.length };
}

function readCsv(bytes: Buffer): GridRow[] {
  const { text } = decodeText(bytes);
  // At most 10 MB of text: parsing it all is cheap, and gives the exact row count for the message.
  const rows = parseCsv(text).map((cells, index) => ({ number: index + 1, cells }));
  const dataRows = rows.slice(1).filter((r) => r.cells.some((c) => c.trim() !== '')).length;
  if (dataRows > importLimits.maxRows) throw new ImportFileError('tooManyRows', { max: importLimits.maxRows, rows: dataRows });
  for (const row of rows.slice(1)) {
    const at = row.cells.findIndex((c) => c.startsWith('='));
    if (at >= 0) throw new ImportFileError('formula', { cell: `${columnLetter(at + 1)}${row.number}` });
  }
  return rows;
}

async function readXlsx(bytes: Buffer): Promise<GridRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // Styles, drawings and comments are of no use here and cost time on big sheets.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer, { ignoreNodes: ['dataValidations', 'conditionalFormatting', 'drawing', 'legacyDrawing', 'extLst'] });
  } catch {
    throw new ImportFileError('corrupt');
  }
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0];
  if (!sheet) throw new ImportFileError('noSheet');
  if (sheet.actualRowCount > importLimits.maxRows * 2 + 1) {
    throw new ImportFileError('tooManyRows', { max: importLimits.maxRows, rows: sheet.actualRowCount - 1 });
  }
  const rows: GridRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell, number);
    });
    rows.push({ number, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

function cellText(cell: ExcelJS.Cell, rowNumber: number): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    // The header row may hold anything; a value cell must hold a value.
    if (rowNumber > 1) throw new ImportFileError('formula', { cell: cell.address });
    return String((value as { result?: unknown }).result ?? '');
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return String((value as { text?: unknown }).text ?? '');
  if ('error' in value) return String(value.error);
  return String(cell.text ?? '');
}

function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
