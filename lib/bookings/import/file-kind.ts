// What an uploaded file really is, from its bytes (never its name or type, which the browser takes from the
// extension): an .xlsx (a zip with a workbook), a password-protected or legacy Excel file (an OLE container), CSV
// text, or anything else, named when it says what it is (an .ods, a web page, a PDF…). An .xlsx's zip is checked
// before exceljs sees it: every part's declared size from the central directory, then each part inflated as a
// stream with a hard cap, so a zip bomb or a lying header stops here; and each sheet's rows are counted in its XML
// as it inflates, so a sheet of a million rows (a few MB zipped) is refused before exceljs would build an object
// per cell for it, without holding its XML whole.
import { createInflateRaw } from 'node:zlib';
import { ImportFileError, type FileKindName } from './import-error';
import { importLimits } from './limits';
import { SheetRowCounter } from './sheet-row-counter';

export type FileKind = 'xlsx' | 'csv';

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export async function detectFileKind(bytes: Buffer): Promise<FileKind> {
  if (bytes.length === 0) throw new ImportFileError('empty');
  if (bytes.length > importLimits.maxFileBytes) throw new ImportFileError('tooLarge', { megabytes: importLimits.maxFileBytes / 1024 / 1024 });
  if (startsWith(bytes, zipMagic)) {
    await checkXlsxZip(bytes);
    return 'xlsx';
  }
  if (startsWith(bytes, oleMagic)) {
    // Excel encrypts a password-protected workbook into an OLE container with an EncryptedPackage stream.
    const encrypted = bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'));
    throw new ImportFileError(encrypted ? 'encrypted' : 'legacyXls');
  }
  const other = otherKind(bytes);
  if (other) throw other;
  if (looksBinary(bytes)) throw new ImportFileError('notSpreadsheet');
  return 'csv';
}

const kindError = (kind: FileKindName) => new ImportFileError('otherKind', { kind });

/** A file that is not a spreadsheet but says what it is in its first bytes: refused with its name. */
function otherKind(bytes: Buffer): ImportFileError | null {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (head.startsWith('%PDF-')) return kindError('pdf');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff]) || head.startsWith('GIF8') || (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP')) return kindError('image');
  // A web page saved or renamed as a spreadsheet (some systems export "Excel" files that are HTML tables).
  const text = head.replace(/^\ufeff|^\xef\xbb\xbf/, '').trimStart().toLowerCase();
  if (/^<(!doctype html|html|head|body|table|meta)[\s>]/.test(text)) return new ImportFileError('html');
  if (text.startsWith('<?xml')) return kindError('excelXml');
  return null;
}

/** Text never holds NUL, and hardly any other C0 control besides tab, CR, LF (and form feed, ESC in odd exports). */
function looksBinary(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b) controls++;
  }
  return controls > sample.length / 100;
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function centralDirectory(bytes: Buffer): ZipEntry[] {
  // End of central directory: 22 bytes plus a comment of at most 65,535, at the very end.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ImportFileError('corrupt');
  const count = bytes.readUInt16LE(eocd + 10);
  const offset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 markers: more entries or bytes than a 10 MB spreadsheet can honestly hold.
  if (count === 0xffff || offset === 0xffffffff) throw new ImportFileError('zipBomb');
  if (count > importLimits.maxZipEntries) throw new ImportFileError('zipBomb');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw new ImportFileError('corrupt');
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** What a zip that is no .xlsx is: an OpenDocument file names itself in its first, stored part `mimetype`. */
function zipKind(bytes: Buffer, entries: ZipEntry[]): ImportFileError {
  const mimetype = entries.find((e) => e.name === 'mimetype' && e.method === 0);
  const type = mimetype ? storedPart(bytes, mimetype) : '';
  if (type.startsWith('application/vnd.oasis.opendocument.spreadsheet')) return new ImportFileError('ods');
  if (type.startsWith('application/vnd.oasis.opendocument.text')) return kindError('odt');
  if (entries.some((e) => e.name === 'word/document.xml')) return kindError('word');
  if (entries.some((e) => e.name === 'ppt/presentation.xml')) return kindError('powerpoint');
  return kindError('zip');
}

function storedPart(bytes: Buffer, entry: ZipEntry): string {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return '';
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  return bytes.toString('latin1', start, Math.min(start + Math.min(entry.size, 200), bytes.length));
}

async function checkXlsxZip(bytes: Buffer): Promise<void> {
  const entries = centralDirectory(bytes);
  if (entries.some((e) => e.flags & 0x1)) throw new ImportFileError('encrypted');
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw zipKind(bytes, entries);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > importLimits.maxUncompressedBytes) throw new ImportFileError('zipBomb');
  // The declared sizes can lie: inflate each part with its declared size as a hard cap.
  for (const entry of entries) {
    if (entry.size > Math.max(entry.compressedSize, 1024) * importLimits.maxCompressionRatio) throw new ImportFileError('zipBomb');
    const local = entry.localOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw new ImportFileError('corrupt');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new ImportFileError('corrupt');
    const rows = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name) ? new SheetRowCounter() : undefined;
    if (entry.method === 0) {
      if (entry.size !== entry.compressedSize) throw new ImportFileError('corrupt');
      rows?.push(data);
    } else if (entry.method === 8) {
      await inflatePart(data, entry.size, rows && ((chunk) => rows.push(chunk)));
    } else {
      throw new ImportFileError('corrupt');
    }
    // The header row is not a booking.
    if (rows && rows.rows - 1 > importLimits.maxRows) throw new ImportFileError('tooManyRows', { max: importLimits.maxRows, rows: rows.rows - 1 });
  }
}

/** Inflates a part chunk by chunk (never whole), refusing it as soon as it passes its declared size. */
async function inflatePart(data: Buffer, size: number, onChunk?: (chunk: Buffer) => void): Promise<void> {
  const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
  let total = 0;
  const finished = new Promise<void>((resolve, reject) => {
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > size) return inflater.destroy(new ImportFileError('zipBomb'));
      onChunk?.(chunk);
    });
    inflater.on('end', resolve);
    inflater.on('error', (error) => reject(error instanceof ImportFileError ? error : new ImportFileError('corrupt')));
  });
  inflater.end(data);
  await finished;
  if (total !== size) throw new ImportFileError('corrupt');
}
