// POST /reserva/create-from-excel/crear – the same file again: parsed and validated again (nothing from the
// preview is trusted), then its valid rows created with their import keys; answers each row's outcome and the
// result workbook. Sending the same file twice creates nothing new (the backend replays the keys).
import { expireForRoute } from '@/lib/actions/expire-tags';
import { bookingChanges } from '@/lib/bookings/actions/booking-command';
import { createRows } from '@/lib/bookings/import/create-rows';
import { issueTexts, parseUpload } from '@/lib/bookings/import/import-service';
import { resultWorkbook } from '@/lib/bookings/import/result-workbook';
import { shownOkRows, type CreateReply } from '@/lib/bookings/import/wire';
import { errorText } from '@/lib/api-errors';
import { datedFileName } from '@/lib/spreadsheet/safe-cell';

/** 5,000 rows take seconds; the platform's default limit must not cut the request. */
export const maxDuration = 300;

export async function POST(request: Request) {
  const parsed = await parseUpload(request);
  if (!parsed.ok) return Response.json({ ok: false, message: parsed.message } satisfies CreateReply, { status: parsed.status });
  const { rows, context } = parsed;
  const { t, errorsT } = context;
  const outcomes = await createRows(
    rows,
    (error) => errorText(error, errorsT as never),
    (row) => issueTexts(row.errors, t).join('\n'),
  );
  if (outcomes.some((o) => o.status === 'created')) expireForRoute(context.tenantId, bookingChanges);
  const count = (status: string) => outcomes.filter((o) => o.status === status).length;
  const done = outcomes.filter((o) => o.status === 'created' || o.status === 'replayed');
  const file = await resultWorkbook(outcomes, t);
  const reply: CreateReply = {
    ok: true,
    summary: [
      t('result.created', { count: count('created') }),
      ...(count('replayed') ? [t('result.replayed', { count: count('replayed') })] : []),
      ...(count('failed') ? [t('result.failed', { count: count('failed') })] : []),
      ...(count('invalid') ? [t('result.invalid', { count: count('invalid') })] : []),
    ],
    note: done.length > shownOkRows ? t('totals.validShown', { shown: shownOkRows, total: done.length }) : undefined,
    rows: outcomes.filter((o) => !('bookingId' in o) || done.indexOf(o) < shownOkRows),
    file: file.toString('base64'),
    fileName: datedFileName('resultado-importacion'),
  };
  return Response.json(reply);
}
