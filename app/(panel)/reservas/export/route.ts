// GET /reservas/export?…the list's filters and sort – the bookings they select, created in the last 3 months,
// as a streamed .xlsx (docs/domain/backend-calls.md). Session and booking-show are checked here (data-access layer). A failure before
// the first byte goes back to the list with a message; one later fails the download in the browser.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { openExportSource } from '@/lib/bookings/export/booking-pages';
import { exportColumns, wallClock } from '@/lib/bookings/export/export-columns';
import { getReferenceNames } from '@/lib/bookings/reference-names';
import { streamExportWorkbook } from '@/lib/spreadsheet/export-stream';
import { districadEnabled } from '@/lib/bookings/permissions';
import { bookingsSearch, parseBookingsView } from '@/lib/bookings/search-params';
import { ApiError } from '@/lib/api-errors';
import { requirePermission } from '@/lib/session';
import { attachmentHeader, datedFileName, xlsxContentType } from '@/lib/spreadsheet/safe-cell';

export const maxDuration = 300;

export async function GET(request: Request) {
  const me = await requirePermission('booking-show');
  const params = new URL(request.url).searchParams;
  const view = { ...parseBookingsView(params, { districad: districadEnabled(me) }), page: 1 };
  const [t, timeZone, names] = await Promise.all([getTranslations('bookings'), getTimeZone(), getReferenceNames()]);
  let source;
  try {
    source = await openExportSource(view);
  } catch (error) {
    if (!(error instanceof ApiError) || error.sessionEnded) throw error;
    redirect(`/reservas${bookingsSearch(view, { exportError: '1' })}`);
  }
  // The page's export button waits for this cookie to know that the download has started.
  const token = params.get('token');
  if (token && /^[a-z0-9]{6,40}$/.test(token)) (await cookies()).set('export-started', token, { path: '/', maxAge: 60, sameSite: 'lax' });
  const columns = exportColumns({ provider: me.provider.enterprise, districad: districadEnabled(me), names });
  const body = streamExportWorkbook({
    source,
    columns,
    headers: columns.map((c) => t(c.label)),
    sheetName: t('title'),
    toLocal: wallClock(timeZone),
  });
  return new Response(body, {
    headers: {
      'content-type': xlsxContentType,
      'content-disposition': attachmentHeader(datedFileName('reservas', new Date(), timeZone)),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
