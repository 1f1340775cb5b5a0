// Streams an export workbook (bookings, sales) to the browser as pages arrive: exceljs's streaming writer (rows are committed and
// leave memory) into a sink that hands bytes to the response. Memory stays bounded whatever the size: the next
// page is fetched only when the browser has taken what was written. A page that still fails after its retries
// errors the stream, so the browser marks the download failed instead of saving a silently truncated file.
import 'server-only';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

type Cell = string | number | Date | null;

/** One column of an export: a message key for its header, and how a row fills it (texts through safeCellText). */
export interface ExportColumn<T> {
  label: string;
  width: number;
  date?: boolean;
  value: (row: T, toLocal: (iso: string | null) => Date | null) => Cell;
}

export interface ExportSource<T> {
  /** The first page, read before the response starts, so that a failure can still be an error page. */
  first: T[];
  /** The remaining pages' rows, page by page. */
  rest: AsyncGenerator<T[]>;
}

/** Bytes the response may hold before the writer waits for the browser. */
const highWaterMark = 1024 * 1024;

function responseSink() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let resume: (() => void) | null = null;
  let cancelled = false;
  // Resolved when the browser pulls after the queue was full: the writer waits on it instead of polling.
  let drained: { promise: Promise<void>; resolve: () => void } | null = null;
  const release = () => {
    const next = resume;
    resume = null;
    next?.();
    drained?.resolve();
    drained = null;
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
    /** Resolves at once while the response queue has room, else when the browser has taken some of it. */
    room(): Promise<void> {
      if (resume === null || cancelled) return Promise.resolve();
      if (!drained) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        drained = { promise, resolve };
      }
      return drained.promise;
    },
  };
}

export interface ExportWorkbookInput<T> {
  source: ExportSource<T>;
  columns: ExportColumn<T>[];
  headers: string[];
  sheetName: string;
  toLocal: (iso: string | null) => Date | null;
}

export function streamExportWorkbook<T>({ source, columns, headers, sheetName, toLocal }: ExportWorkbookInput<T>): ReadableStream<Uint8Array> {
  const sink = responseSink();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink.writable, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({ header: headers[index], width: column.width, style: column.date ? { numFmt: 'dd/mm/yyyy hh:mm' } : undefined }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = (rows: T[]) => {
    for (const row of rows) sheet.addRow(columns.map((column) => column.value(row, toLocal))).commit();
  };

  void (async () => {
    try {
      write(source.first);
      for await (const page of source.rest) {
        if (sink.cancelled) return;
        write(page);
        await sink.room();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      console.error('export failed', sheetName, error);
      sink.fail(error);
      sink.writable.destroy();
    }
  })();
  return sink.readable;
}
