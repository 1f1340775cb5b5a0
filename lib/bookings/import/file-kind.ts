// What an uploaded file really is, from its bytes (never its name or type, which the browser takes from the
// extension): an .xlsx (a zip with a workbook), a password-protected or legacy Excel file (an OLE container),
// CSV text, or anything else. An .xlsx's zip is checked before exceljs sees it: every part's declared size from
// the central directory, then each part inflated as a stream with a hard cap, so a zip bomb or a lying header
// stops here; and each sheet's rows are counted in its XML as it inflates, so a sheet of a million rows (a few MB
// zipped) is refused before exceljs would build an object per cell for it, without holding its XML whole.
import { createInflateRaw } from 'node:zlib';
import { ImportFileError } from './import-error';
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
  if (looksBinary(bytes)) throw new ImportFileError('notSpreadsheet');
  return 'csv';
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

async function checkXlsxZip(bytes: Buffer): Promise<void> {
  const entries = centralDirectory(bytes);
  if (entries.some((e) => e.flags & 0x1)) throw new ImportFileError('encrypted');
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw new ImportFileError('notSpreadsheet');
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
