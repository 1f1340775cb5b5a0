// POST /reserva/create-from-excel/vista-previa – parses and validates an uploaded file; creates nothing.
import { quoteList } from '@/lib/bookings/import/columns';
import { issueTexts, parseUpload } from '@/lib/bookings/import/import-service';
import { shownOkRows, type PreviewReply, type PreviewRow } from '@/lib/bookings/import/wire';

export async function POST(request: Request) {
  const parsed = await parseUpload(request);
  if (!parsed.ok) return Response.json({ ok: false, message: parsed.message } satisfies PreviewReply, { status: parsed.status });
  const { rows, blankRows, ignoredColumns, context } = parsed;
  const { t } = context;
  const valid = rows.filter((r) => r.body);
  const withWarnings = rows.filter((r) => r.warnings.length > 0).length;
  const shown = rows.filter((r) => !r.body || r.warnings.length > 0 || valid.indexOf(r) < shownOkRows);
  const reply: PreviewReply = {
    ok: true,
    validCount: valid.length,
    createLabel: t('create', { valid: valid.length }),
    summary: [
      t('totals.rows', { count: rows.length }),
      t('totals.valid', { count: valid.length }),
      t('totals.invalid', { count: rows.length - valid.length }),
      ...(withWarnings ? [t('totals.warnings', { count: withWarnings })] : []),
      ...(blankRows ? [t('totals.blank', { count: blankRows })] : []),
    ],
    ignored: ignoredColumns.length > 0 ? t('ignoredColumns', { count: ignoredColumns.length, columns: quoteList(ignoredColumns) }) : undefined,
    note: valid.length > shownOkRows ? t('totals.validShown', { shown: shownOkRows, total: valid.length }) : undefined,
    rows: shown.map(
      (row): PreviewRow => ({
        number: row.number,
        status: row.body ? 'valid' : 'invalid',
        description: row.values.description ?? '',
        location: row.values.location ?? '',
        size: row.values.size ?? '',
        email: row.values.email ?? '',
        errors: issueTexts(row.errors, t),
        warnings: issueTexts(row.warnings, t),
      }),
    ),
  };
  return Response.json(reply);
}
