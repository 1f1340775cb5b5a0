// Streams an export workbook (bookings, sales) to the browser as pages arrive: each page's rows go into the
// .xlsx writer (xlsx-stream.ts) and leave memory, and its bytes go into a sink that hands them to the response.
// Memory stays bounded whatever the size: writing waits while the browser has not taken what was written, so
// pages are read no faster than it downloads. A page that still fails after its retries errors the stream, so
// the browser marks the download failed instead of saving a silently truncated file.
import 'server-only';
import { Writable } from 'node:stream';
import { createXlsxStream } from './xlsx-stream';
import type { XlsxCell } from './xlsx-xml';

type Cell = XlsxCell;

/** One column of an export: a message key for its header, and how a row fills it (texts as typed: string cells). */
export interface ExportColumn<T> {
  label: string;
  width: number;
  date?: boolean;
  value: (row: T, toLocal: (iso: string | null) => number | null) => Cell;
}

export interface ExportSource<T> {
  /** The first page, read before the response starts, so that a failure can still be an error page. */
  first: T[];
  /** The remaining pages' rows, page by page. */
  rest: AsyncGenerator<T[]>;
}

/** Bytes the response may hold before the writer waits for the browser. */
const highWaterMark = 1024 * 1024;

/** A Node writable whose bytes become the response body; a write waits while the browser has not taken them. */
function responseSink() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let resume: (() => void) | null = null;
  let cancelled = false;
  const release = () => {
    const next = resume;
    resume = null;
    next?.();
  };
  const readable = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      pull: release,
      cancel: () => {
        cancelled = true;
        release();
      },
    },
    { highWaterMark, size: (chunk) => chunk.byteLength },
  );
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (cancelled) return callback();
      controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      if ((controller.desiredSize ?? 0) > 0) callback();
      else resume = callback;
    },
    final(callback) {
      if (!cancelled) controller.close();
      callback();
    },
  });
  return {
    readable,
    writable,
    fail: (error: unknown) => !cancelled && controller.error(error),
    get cancelled() {
      return cancelled;
    },
  };
}

export interface ExportWorkbookInput<T> {
  source: ExportSource<T>;
  columns: ExportColumn<T>[];
  headers: string[];
  sheetName: string;
  /** An ISO timestamp as a serial date of the business zone's wall clock (wall-clock.ts), for date columns. */
  toLocal: (iso: string | null) => number | null;
}

export function streamExportWorkbook<T>({ source, columns, headers, sheetName, toLocal }: ExportWorkbookInput<T>): ReadableStream<Uint8Array> {
  const sink = responseSink();
  const xlsx = createXlsxStream({ sheetName, columns: columns.map((column, index) => ({ header: headers[index] ?? '', width: column.width, date: column.date })) });
  xlsx.output.pipe(sink.writable);
  const cells = (row: T) => columns.map((column) => column.value(row, toLocal));

  void (async () => {
    try {
      await xlsx.write(source.first.map(cells));
      for await (const page of source.rest) {
        // The browser went away: stop reading pages.
        if (sink.cancelled) return xlsx.destroy();
        await xlsx.write(page.map(cells));
      }
      await xlsx.end();
    } catch (error) {
      console.error('export failed', sheetName, error);
      sink.fail(error);
      xlsx.destroy();
      sink.writable.destroy();
    }
  })();
  return sink.readable;
}
