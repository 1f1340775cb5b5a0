// Hostile workbooks built in memory in about two seconds, never written to disk: a zip bomb disguised as .xlsx
// (about 500 KB that inflates to 500 MB) and a sheet with Excel's maximum of 1,048,576 rows (8 MB zipped). Large
// parts are deflated chunk by chunk (each chunk flushed to a byte boundary, then one final empty block), so the
// inflated bytes never exist here either. Renamed binaries come from tests/factories/billing.ts (fileBytes).
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { zipOf, type ZipPart } from '@/tests/support/import-files';

const spreadsheetMain = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeDocument = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A raw deflate stream of the chunks, with the size and CRC-32 of what it inflates to. */
function deflateChunks(chunks: Iterable<Buffer>): { deflated: Buffer; size: number; crc: number } {
  const out: Buffer[] = [];
  let size = 0;
  let crc = 0;
  let previous: { chunk: Buffer; deflated: Buffer } | undefined;
  for (const chunk of chunks) {
    // A full flush resets the compressor: the same chunk again deflates to the same bytes.
    if (previous?.chunk !== chunk) previous = { chunk, deflated: deflateRawSync(chunk, { level: 6, finishFlush: constants.Z_FULL_FLUSH }) };
    out.push(previous.deflated);
    size += chunk.length;
    crc = crc32(chunk, crc);
  }
  // A final fixed-Huffman block holding only its end-of-block code.
  out.push(Buffer.from([0x03, 0x00]));
  return { deflated: Buffer.concat(out), size, crc };
}

/** An .xlsx with one sheet "Reservas" whose XML is `sheet` (the other parts as Excel writes them, minimal). */
function workbook(sheet: { deflated: Buffer; size: number; crc: number; declaredSize?: number }): Buffer {
  const text = (name: string, xml: string): ZipPart => ({ name, data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`) });
  return zipOf([
    text(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    text('_rels/.rels', `<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeDocument}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    text('xl/workbook.xml', `<workbook xmlns="${spreadsheetMain}" xmlns:r="${officeDocument}"><sheets><sheet name="Reservas" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    text('xl/_rels/workbook.xml.rels', `<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeDocument}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ]);
}

const headers = ['Referencia', 'Correo electrónico', 'Locker', 'Tamaño'];

/** The template's header row, then `rows` data rows of a reference and an e-mail, as inline strings. */
function* sheetXml(rows: number): Generator<Buffer> {
  const cell = (column: string, row: number, value: string) => `<c r="${column}${row}" t="inlineStr"><is><t>${value}</t></is></c>`;
  yield Buffer.from(`<worksheet xmlns="${spreadsheetMain}"><sheetData><row r="1">${headers.map((h, i) => cell('ABCD'[i]!, 1, h)).join('')}</row>`);
  const perChunk = 32_768;
  for (let first = 2; first <= rows + 1; first += perChunk) {
    let xml = '';
    for (let row = first; row < Math.min(first + perChunk, rows + 2); row++) xml += `<row r="${row}"><c r="A${row}"><v>${row}</v></c></row>`;
    yield Buffer.from(xml);
  }
  yield Buffer.from('</sheetData></worksheet>');
}

/** Excel's largest sheet: 1,048,576 rows (the header and 1,048,575 bookings), zipped to a few MB. */
export function millionRowWorkbook(rows = 1_048_575): Buffer {
  return workbook(deflateChunks(sheetXml(rows)));
}

/**
 * A workbook whose sheet inflates to `megabytes` MB of zeros from about a thousandth of that. `honest`: the zip
 * declares the real size; otherwise it claims 1 MB (a lying header, caught while inflating).
 */
export function zipBombWorkbook(megabytes = 500, { honest = true } = {}): Buffer {
  const megabyte = Buffer.alloc(1024 * 1024);
  const sheet = deflateChunks(Array.from({ length: megabytes }, () => megabyte));
  return workbook(honest ? sheet : { ...sheet, declaredSize: 1024 * 1024 });
}
