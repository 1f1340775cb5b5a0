// The export's source: GET /booking page after page (100 per page, docs/domain/backend-calls.md), each page tried up to 3 times with
// a growing pause, keeping only bookings created in the last 3 months. When the order is newest first (id or
// creation date, descending) the walk stops at the first page that reaches past the cutoff.
// Four pages are in flight at once, so the database works on the next pages while the workbook is written; pages
// are handed over in order. Sorted by id, each request also carries the last id of the latest page received as
// `cursor` (and that page's number, `cursorPage`): the built-in backend then reads the page from that index
// position instead of a deep OFFSET (and skips the count); another backend ignores both and serves `page`.
import 'server-only';
import { subMonths } from 'date-fns';
import { bookingExportItem, maxPagesPastCursor, type BookingExportItem } from '@/contract/bookings';
import { listReply } from '@/contract/common';
import { sharedSessionScope } from '../../api-transport/in-process';
import { authedRequester } from '../../session';
import type { ExportSource } from '../../spreadsheet/export-stream';
import { fetchWithRetries as withRetries } from '../../spreadsheet/page-retries';
import type { BookingsView } from '../search-params';

export const exportPageSize = 100;
/** Pages requested ahead of the one being written (at most the contract's maxPagesPastCursor). */
export const exportPagesInFlight = 4;
export { exportAttempts } from '../../spreadsheet/page-retries';
export const exportMonths = 3;

/**
 * Each page asks for the export's fields only (`fields=export`, bookingExportItem; a backend that ignores it
 * answers whole bookings, which match too) and is checked against them and the paging fields.
 */
export type ExportBooking = BookingExportItem;
const exportPage = listReply(bookingExportItem);

type Page = { data: ExportBooking[]; meta: { last_page: number; total_estimated?: boolean } };
/** Page `page`; with a cursor, the last id of page `cursorPage`, already received. */
type Fetch = (page: number, cursor?: { id: number; page: number }) => Promise<Page>;

export function listPageFetcher(view: BookingsView): Fetch {
  // The session cookie is opened once for the whole walk, and the built-in backend resolves the session once.
  let request: ReturnType<typeof authedRequester> | undefined;
  const oneSession = sharedSessionScope();
  return async (page, cursor) => {
    const query = { ...view.filters, page, cursor: cursor?.id, cursorPage: cursor?.page, perPage: exportPageSize, sortBy: view.sortBy, orderBy: view.orderBy, withPagination: true, full: true, fields: 'export' };
    return oneSession(async () => (await (request ??= authedRequester()))('/booking', { query, schema: exportPage }));
  };
}

export async function openExportSource(view: BookingsView, options: { fetchPage?: Fetch; now?: Date; pauseMs?: number } = {}): Promise<ExportSource<ExportBooking>> {
  const fetchPage = options.fetchPage ?? listPageFetcher(view);
  const cutoff = subMonths(options.now ?? new Date(), exportMonths).getTime();
  const newestFirst = view.orderBy === 'DESC' && (view.sortBy === 'id' || view.sortBy === 'created_at');
  const recent = (rows: ExportBooking[]) => rows.filter((b) => Date.parse(b.created_at) >= cutoff);
  const pastCutoff = (rows: ExportBooking[]) => newestFirst && rows.length > 0 && Date.parse(rows.at(-1)!.created_at) < cutoff;
  const pauseMs = options.pauseMs ?? 300;
  const byId = view.sortBy === 'id';
  const inFlight = Math.min(exportPagesInFlight, maxPagesPastCursor);

  const firstPage = await withRetries(() => fetchPage(1), pauseMs);
  /** Whether the walk ends with page `page`: empty, past the cutoff, or the last one. An estimated count (a
   * keyset page, or past the backend's exact-count threshold) may be low: then only a short page is the last. */
  const isLast = (reply: Page, page: number) =>
    reply.data.length === 0 || pastCutoff(reply.data) || (reply.meta.total_estimated ? reply.data.length < exportPageSize : page >= reply.meta.last_page);
  async function* rest(): AsyncGenerator<ExportBooking[]> {
    if (isLast(firstPage, 1)) return;
    let received = { page: 1, reply: firstPage };
    // An exact count bounds the pages to ask for; a keyset page only says whether more follow.
    let lastPage = firstPage.meta.total_estimated ? Infinity : firstPage.meta.last_page;
    const pending: Promise<Page>[] = [];
    let next = 2;
    const request = (page: number) => {
      const cursor = byId ? { id: received.reply.data.at(-1)!.id, page: received.page } : undefined;
      const reply = withRetries(() => fetchPage(page, cursor), pauseMs);
      // A failure surfaces when its page is awaited, not as an unhandled rejection now (nor ever, once the walk ended).
      reply.catch(() => undefined);
      return reply;
    };
    for (let page = 2; ; page++) {
      while (pending.length < inFlight && next <= lastPage) pending.push(request(next++));
      const reply = await pending.shift()!;
      if (!reply.meta.total_estimated) lastPage = reply.meta.last_page;
      received = { page, reply };
      yield recent(reply.data);
      if (isLast(reply, page)) return;
    }
  }
  return { first: recent(firstPage.data), rest: rest() };
}
