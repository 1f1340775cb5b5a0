// The export's source: GET /booking page after page (100 per page, spec §7), each page tried up to 3 times with
// a growing pause, keeping only bookings created in the last 3 months. When the order is newest first (id or
// creation date, descending) the walk stops at the first page that reaches past the cutoff. Sorted by id, each
// request also carries the previous page's last id as `cursor`: the built-in backend then reads the page by
// keyset instead of a deep OFFSET (and skips the count); another backend ignores it and serves `page`.
import 'server-only';
import { subMonths } from 'date-fns';
import { z } from 'zod';
import { booking } from '@/contract/bookings';
import { listReply } from '@/contract/common';
import { authedRequester } from '../../session';
import type { ExportSource } from '../../spreadsheet/export-stream';
import { fetchWithRetries as withRetries } from '../../spreadsheet/page-retries';
import type { BookingsView } from '../search-params';

export const exportPageSize = 100;
export { exportAttempts } from '../../spreadsheet/page-retries';
export const exportMonths = 3;

/**
 * The reply is checked against the contract for the fields the file holds (export-columns.ts) and the paging
 * ones: a page is 100 bookings of 30 fields each, and checking the unused ones cost a fifth of a page's time.
 */
const exportBooking = booking.pick({
  id: true,
  provider: true,
  location: true,
  status: true,
  size: true,
  insert_code: true,
  expiration_date: true,
  client: true,
  created_at: true,
  insert_date: true,
  districad: true,
  notes: true,
});
export type ExportBooking = z.output<typeof exportBooking>;
const exportPage = listReply(exportBooking);

type Fetch = (page: number, cursor?: number) => Promise<{ data: ExportBooking[]; meta: { last_page: number } }>;

/** One page with its retries (lib/spreadsheet/page-retries.ts). */
const fetchWithRetries = (fetchPage: Fetch, page: number, pauseMs: number, cursor?: number) => withRetries(() => fetchPage(page, cursor), pauseMs);

export function listPageFetcher(view: BookingsView): Fetch {
  // The session cookie is opened once for the whole walk, not once per page.
  let request: ReturnType<typeof authedRequester> | undefined;
  return async (page, cursor) =>
    (await (request ??= authedRequester()))('/booking', {
      query: { ...view.filters, page, cursor, perPage: exportPageSize, sortBy: view.sortBy, orderBy: view.orderBy, withPagination: true, full: true },
      schema: exportPage,
    });
}


export async function openExportSource(view: BookingsView, options: { fetchPage?: Fetch; now?: Date; pauseMs?: number } = {}): Promise<ExportSource<ExportBooking>> {
  const fetchPage = options.fetchPage ?? listPageFetcher(view);
  const cutoff = subMonths(options.now ?? new Date(), exportMonths).getTime();
  const newestFirst = view.orderBy === 'DESC' && (view.sortBy === 'id' || view.sortBy === 'created_at');
  const recent = (rows: ExportBooking[]) => rows.filter((b) => Date.parse(b.created_at) >= cutoff);
  const pastCutoff = (rows: ExportBooking[]) => newestFirst && rows.length > 0 && Date.parse(rows.at(-1)!.created_at) < cutoff;
  const pauseMs = options.pauseMs ?? 300;

  const byId = view.sortBy === 'id';
  const firstPage = await fetchWithRetries(fetchPage, 1, pauseMs);
  const after = (previous: typeof firstPage, page: number) =>
    page <= previous.meta.last_page && previous.data.length > 0 && !pastCutoff(previous.data)
      ? fetchWithRetries(fetchPage, page, pauseMs, byId ? previous.data.at(-1)!.id : undefined)
      : null;
  async function* rest(): AsyncGenerator<ExportBooking[]> {
    // The next page is requested before this one is handed over, so the database works while the workbook is written.
    let pending = after(firstPage, 2);
    for (let page = 2; pending; page++) {
      const current = await pending;
      pending = after(current, page + 1);
      // A failure of the prefetched page surfaces when it is awaited, not as an unhandled rejection now.
      pending?.catch(() => undefined);
      yield recent(current.data);
    }
  }
  return { first: recent(firstPage.data), rest: rest() };
}
