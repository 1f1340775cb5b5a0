// A one-sheet .xlsx produced as a stream: the fixed parts first, then the sheet's XML (xlsx-xml.ts) as rows are
// written, zipped by zip-stream (archiver's zip writer). Deflate runs in Node's zlib, on the thread pool, so
// compressing overlaps building the next rows on the main thread; level 1 because on a busy two-core server the
// CPU matters more than the file size (9 MB → about 12 MB for 100,000 bookings). Memory stays bounded:
// write() waits while the archive holds more than it may.
import { PassThrough, type Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import { maxSheetRows, rowWriter, sheetEnd, sheetStart, workbookParts, type XlsxCell, type XlsxColumn } from './xlsx-xml';

export interface XlsxStream {
  /** The file's bytes as they are produced; pipe it to the response. */
  output: Readable;
  /** Appends rows (cells in column order); resolves when the archive can take more. */
  write(rows: readonly (readonly XlsxCell[])[]): Promise<void>;
  /** Closes the sheet and the archive; resolves once the last byte has been handed to `output`. */
  end(): Promise<void>;
  /** Stops at once (download cancelled or failed); `output` ends with the error. */
  destroy(error?: Error): void;
}

/** Sheet XML the archive may hold before write() waits (a page of 100 rows is about 50 KB). */
const sheetBufferBytes = 512 * 1024;

/**
 * Rows are handed to the archive in batches of about this much XML, and deflate hands back chunks of this size:
 * every hand-over to zlib's thread (and every chunk written to the socket) costs a wake-up of another thread,
 * 0.1–0.3 ms each on the two-core server, more than compressing a page of rows takes.
 */
const batchChars = 256 * 1024;
const zlibChunkBytes = 64 * 1024;

function addEntry(zip: ZipStream, source: string | Readable, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.entry(source, { name }, (error) => (error ? reject(error) : resolve()));
  });
}

/** Resolves when `stream` takes writes again, or has closed (a destroyed stream never drains). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

export function createXlsxStream({ sheetName, columns, level = 1 }: { sheetName: string; columns: readonly XlsxColumn[]; level?: number }): XlsxStream {
  const zip = new ZipStream({ zlib: { level, chunkSize: zlibChunkBytes }, highWaterMark: 256 * 1024 });
  const sheet = new PassThrough({ highWaterMark: sheetBufferBytes });
  // Entries go in one after another; the sheet's XML waits in `sheet` (bounded) until its entry starts.
  const sheetWritten = (async () => {
    for (const part of workbookParts(sheetName)) await addEntry(zip, part.xml, part.name);
    await addEntry(zip, sheet, 'xl/worksheets/sheet1.xml');
  })();
  sheetWritten.catch(() => undefined);
  const row = rowWriter(columns);
  let rowNumber = 1;
  let batch = sheetStart(columns);

  return {
    output: zip,
    async write(rows) {
      if (rows.length === 0) return;
      if (rowNumber + rows.length > maxSheetRows) throw new Error(`an .xlsx sheet holds at most ${maxSheetRows} rows`);
      for (const cells of rows) batch += row(++rowNumber, cells);
      if (batch.length < batchChars) return;
      const accepted = sheet.write(batch);
      batch = '';
      if (!accepted) await drained(sheet);
    },
    async end() {
      sheet.end(batch + sheetEnd);
      await sheetWritten;
      await new Promise<void>((resolve, reject) => {
        zip.once('end', resolve);
        zip.once('error', reject);
        zip.finalize();
      });
    },
    destroy(error) {
      sheet.destroy();
      zip.destroy(error);
    },
  };
}
