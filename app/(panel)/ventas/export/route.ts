// GET /ventas/export?…the report's filters and sort – every sale they select as a streamed .xlsx, through the
// bookings export's workbook writer and cell escaping (lib/spreadsheet). Session, booking-show and the custom flag
// are checked here and again by the query. A failure before the first byte goes back to the list with a message.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTimeZone } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { ApiError } from '@/lib/api-errors';
import { requireAccess } from '@/lib/session';
import { streamExportWorkbook } from '@/lib/spreadsheet/export-stream';
import { attachmentHeader, datedFileName, xlsxContentType } from '@/lib/spreadsheet/safe-cell';
import { wallClock } from '@/lib/spreadsheet/wall-clock';
import { openSalesExport, salesExportColumns } from '@/lib/vending/export/sales-export';
import { parseSalesView, reportSearch, salesList } from '@/lib/vending/list-view';

export const maxDuration = 300;

export async function GET(request: Request) {
  await requireAccess('sales');
  const params = new URL(request.url).searchParams;
  const view = { ...parseSalesView(params), page: 1 };
  const [t, timeZone] = await Promise.all([getTranslations('sales'), getTimeZone()]);
  let source;
  try {
    source = await openSalesExport(view);
  } catch (error) {
    if (!(error instanceof ApiError) || error.sessionEnded) throw error;
    redirect(`/ventas${reportSearch(salesList, view, { exportError: '1' })}`);
  }
  const token = params.get('token');
  if (token && /^[a-z0-9]{6,40}$/.test(token)) (await cookies()).set('export-started', token, { path: '/', maxAge: 60, sameSite: 'lax' });
  const body = streamExportWorkbook({
    source,
    columns: salesExportColumns,
    headers: salesExportColumns.map((c) => t(c.label)),
    sheetName: t('title'),
    toLocal: wallClock(timeZone),
  });
  return new Response(body, {
    headers: {
      'content-type': xlsxContentType,
      'content-disposition': attachmentHeader(datedFileName('ventas', new Date(), timeZone)),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
