// The export's paging: 100 per page, four in flight and handed over in order, up to 3 tries a page, only the last
// 3 months, an early stop when the order is newest first, and a page that keeps failing ends the export with an
// error (never a silent short file).
import { describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import { ApiError } from '@/lib/api-errors';
import { openExportSource } from '@/lib/bookings/export/booking-pages';
import { exportColumns, wallClock } from '@/lib/bookings/export/export-columns';
import { referenceNames } from '@/lib/bookings/reference-names';
import en from '@/messages/en/bookings.json';
import { defaultBookingsView } from '@/lib/bookings/search-params';
import { datedFileName } from '@/lib/spreadsheet/safe-cell';
import { excelSerial } from '@/lib/spreadsheet/xlsx-xml';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function booking(id: number, createdAt: string): Booking {
  return { id, created_at: createdAt } as Booking;
}

/** Pages of 100 bookings, newest first, a tenth of a day older per booking, served by page number as a backend
 * without keyset pages does; `estimated` answers as keyset pages do (no count). */
function pages(total: number, options: { failures?: Record<number, number>; estimated?: boolean } = {}) {
  const calls: number[] = [];
  const cursors: ({ id: number; page: number } | undefined)[] = [];
  const failures = { ...options.failures };
  const fetchPage = async (page: number, cursor?: { id: number; page: number }) => {
    calls.push(page);
    cursors.push(cursor);
    // Replies come back out of order: the slower the earlier page.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20 - page)));
    if ((failures[page] ?? 0) > 0) {
      failures[page]!--;
      throw new ApiError(503, ['down'], {}, 'unexpected', false);
    }
    const data = Array.from({ length: 100 }, (_, i) => (page - 1) * 100 + i)
      .filter((n) => n < total)
      .map((n) => booking(total - n, daysAgo(n / 10)));
    // A low estimate, as a planner's may be: the walk must not trust it.
    if (options.estimated) return { data, meta: { last_page: page + 1, total_estimated: true } };
    return { data, meta: { last_page: Math.max(Math.ceil(total / 100), 1) } };
  };
  return { fetchPage, calls, cursors };
}

async function drain(source: Awaited<ReturnType<typeof openExportSource>>) {
  const rows = [...source.first];
  for await (const page of source.rest) rows.push(...page);
  return rows;
}

describe('openExportSource', () => {
  it('reads every page and keeps what was created in the last 3 months', async () => {
    const { fetchPage, calls } = pages(1000);
    const rows = await drain(await openExportSource({ ...defaultBookingsView, sortBy: 'description', orderBy: 'ASC' }, { fetchPage, now, pauseMs: 1 }));
    expect(calls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Booking n was created n/10 days ago; 3 months before 2026-11-21 is 2026-08-21, 92 days.
    expect(rows).toHaveLength(921);
    expect(rows.every((b) => Date.parse(b.created_at) >= Date.parse('2026-08-21T12:00:00Z'))).toBe(true);
  });

  it('hands pages over in order while four are in flight, with the cursor of the latest page received', async () => {
    const { fetchPage, calls, cursors } = pages(650, { estimated: true });
    const rows = await drain(await openExportSource(defaultBookingsView, { fetchPage, now, pauseMs: 1 }));
    expect(rows.map((b) => b.id)).toEqual(Array.from({ length: 650 }, (_, i) => 650 - i));
    // The short page 7 ends the walk; pages 8–10 were already asked for (at most three past the end).
    expect(calls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cursors.slice(0, 6)).toEqual([undefined, { id: 551, page: 1 }, { id: 551, page: 1 }, { id: 551, page: 1 }, { id: 551, page: 1 }, { id: 451, page: 2 }]);
  });

  it('stops early when the order is newest first', async () => {
    const { fetchPage, calls } = pages(5000);
    const rows = await drain(await openExportSource(defaultBookingsView, { fetchPage, now, pauseMs: 1 }));
    expect(rows).toHaveLength(921);
    // Page 10 reaches past the cutoff; 11–13 were in flight.
    expect(calls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('retries a failing page up to 3 times (docs/domain/backend-calls.md): three failures, then the fourth try reads it', async () => {
    const { fetchPage, calls } = pages(250, { failures: { 2: 3 } });
    const rows = await drain(await openExportSource(defaultBookingsView, { fetchPage, now, pauseMs: 1 }));
    expect(rows).toHaveLength(250);
    expect(calls.filter((page) => page === 2)).toHaveLength(4);
    expect(calls.toSorted()).toEqual([1, 2, 2, 2, 2, 3]);
  });

  it('fails the export when a page still fails after its 3 retries', async () => {
    const { fetchPage, calls } = pages(250, { failures: { 3: 4 } });
    const source = await openExportSource(defaultBookingsView, { fetchPage, now, pauseMs: 1 });
    await expect(drain(source)).rejects.toThrow(ApiError);
    expect(calls.toSorted()).toEqual([1, 2, 3, 3, 3, 3]);
  });
});

describe('export columns', () => {
  const names = referenceNames(en.statuses, en.sizes);

  it('adds the provider only for enterprise tenants, and the spec extras', () => {
    const labels = exportColumns({ provider: false, names }).map((c) => c.label);
    expect(labels).not.toContain('fields.provider');
    expect(labels).toEqual(expect.arrayContaining(['fields.insert_date', 'export.districadId', 'export.districadStatus', 'export.districadNotes', 'fields.notes']));
    expect(exportColumns({ provider: true, names }).map((c) => c.label)).toContain('fields.provider');
  });

  it('names statuses and sizes in the user\'s language, as the list does', () => {
    const columns = exportColumns({ provider: false, names });
    const cell = (label: string, b: object) => columns.find((c) => c.label === label)!.value(b as Booking, () => 0);
    expect(cell('fields.status', { status: { id: 3, name: 'Ingresado' } })).toBe('In the locker');
    expect(cell('fields.size', { size: { id: 2, name: 'Mediano' } })).toBe('Medium');
  });

  it('writes dates as Montevideo wall-clock time and names the file with the local date', () => {
    expect(wallClock('America/Montevideo', now)('2026-11-21T02:30:00Z')).toBe(excelSerial(Date.UTC(2026, 10, 20, 23, 30)));
    expect(datedFileName('reservas', new Date('2026-11-21T02:00:00Z'))).toBe('reservas-2026-11-20.xlsx');
  });
});
