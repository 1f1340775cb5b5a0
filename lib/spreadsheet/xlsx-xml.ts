// The XML of a one-sheet .xlsx written as text, for the streamed exports (export-stream.ts): exceljs's writer
// builds an object model per cell and took about 12 s of CPU per 100,000 rows; this writes each row as one string.
// Cells: strings inline (no shared-strings table to keep in memory), numbers as numbers, dates as serial numbers
// with a date format (so the spreadsheet sorts and filters them as dates), empty values left out. Three styles: the
// default, the date format and the bold header. Read back by tests/unit/xlsx-writer.test.ts with exceljs.
import { excelDateTimeFormat } from '../format/format';

export type XlsxCell = string | number | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  width: number;
  date?: boolean;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Style indexes in styles.xml's cellXfs. */
const dateStyle = 1;
const headerStyle = 2;

/** Excel's row limit: a longer export would be a file Excel refuses to open. */
export const maxSheetRows = 1_048_576;

// XML 1.0 forbids most control characters; the markup characters are escaped. Tab, line feed and carriage return
// stay (a note may have several lines).
const needsEscape = /[&<>\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;
const markup = /[&<>]/g;
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const entity: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe inside an element (and inside a double-quoted attribute, with `"` escaped too). */
export function escapeXml(text: string): string {
  if (!needsEscape.test(text)) return text;
  // A lone surrogate (half of an emoji cut by a length limit) becomes U+FFFD instead of invalid XML.
  return text.replace(loneSurrogate, '\ufffd').replace(forbidden, '').replace(markup, (c) => entity[c]!);
}

const escapeAttribute = (text: string) => escapeXml(text).replace(/"/g, '&quot;');

/** A, B, …, Z, AA, AB, … */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Days since 1899-12-30 (Excel's serial date) of epoch milliseconds that already hold the wall-clock time as UTC. */
export function excelSerial(wallClockMs: number): number {
  return wallClockMs / 86_400_000 + 25_569;
}

/** Whitespace at either end is dropped by XML readers unless the element says to keep it. */
function keepsSpace(text: string): boolean {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first <= 32 || last <= 32;
}

function textCell(ref: string, text: string, style = ''): string {
  const space = keepsSpace(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

/**
 * Writes rows as `<row>` elements. `letters` are the column letters, computed once; a row's cells follow the
 * columns; a date column's Date becomes a serial number, and its numbers (serial dates) get the date style.
 */
export function rowWriter(columns: readonly XlsxColumn[]) {
  const letters = columns.map((_, index) => columnLetters(index));
  const styles = columns.map((column) => (column.date === true ? ` s="${dateStyle}"` : ''));
  return (rowNumber: number, cells: readonly XlsxCell[]): string => {
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i];
      if (value === null || value === undefined || value === '') continue;
      const ref = `${letters[i]}${rowNumber}`;
      if (typeof value === 'string') xml += textCell(ref, value);
      else if (typeof value === 'number') {
        // In a date column a number is already a serial date (wall-clock.ts): it only needs the date style.
        if (Number.isFinite(value)) xml += `<c r="${ref}"${styles[i]}><v>${value}</v></c>`;
      } else if (!Number.isNaN(value.getTime())) {
        xml += `<c r="${ref}"${styles[i]}><v>${excelSerial(value.getTime())}</v></c>`;
      }
    }
    return `${xml}</row>`;
  };
}

/** The sheet up to and including the bold header row (row 1, frozen) and the column widths. */
export function sheetStart(columns: readonly XlsxColumn[]): string {
  const cols = columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`).join('');
  const header = columns.map((column, i) => textCell(`${columnLetters(i)}1`, column.header, ` s="${headerStyle}"`)).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

export const sheetEnd = '</sheetData></worksheet>';

/** Sheet names: at most 31 characters, none of : \ / ? * [ ] (Excel refuses the file otherwise). */
export function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Hoja1';
}

/** Every part but the sheet itself, in the order they go into the archive. */
export function workbookParts(sheetName: string): { name: string; xml: string }[] {
  const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}+xml"/>`;
  return [
    {
      name: '[Content_Types].xml',
      xml:
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        override('/xl/workbook.xml', 'spreadsheetml.sheet.main') +
        override('/xl/worksheets/sheet1.xml', 'spreadsheetml.worksheet') +
        override('/xl/styles.xml', 'spreadsheetml.styles') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      xml: `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      xml: `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeAttribute(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml:
        `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    },
    {
      name: 'xl/styles.xml',
      xml:
        `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
        `<numFmts count="1"><numFmt numFmtId="164" formatCode="${excelDateTimeFormat}"/></numFmts>` +
        '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    },
  ];
}
