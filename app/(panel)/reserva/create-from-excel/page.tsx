// /reserva/create-from-excel – bulk booking creation from a spreadsheet (docs/domain/screens.md, booking-excel): download the
// template, upload, check the preview with each row's messages, create the valid rows, download the result.
// The page is server-rendered; the upload panel is a small client component (plain table, no table library).
import { getTranslations } from '@/lib/i18n/server';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { importLimits } from '@/lib/bookings/import/limits';
import { requireAccess } from '@/lib/session';
import { ImportPanel, type ImportPanelLabels } from './_components/import-panel';
import { getFormat } from '@/lib/format/server';

export const generateMetadata = () => menuItemMetadata('bookingsExcel');

export default async function BookingsExcelPage() {
  await requireAccess('bookingsExcel');
  const [t, tc] = await Promise.all([getTranslations('bookings-import'), getTranslations('common')]);
  const labels: ImportPanelLabels = {
    file: t('file'),
    chooseFile: { choose: tc('file.choose'), none: tc('file.none') },
    preview: t('preview'),
    reading: t('reading'),
    uploadAgain: t('uploadAgain'),
    creating: t('creating'),
    creatingHint: t('creatingHint'),
    downloadResult: t('downloadResult'),
    noFile: t('noFile'),
    unexpected: t('unexpected'),
    sessionEnded: t('sessionEnded'),
    previewTitle: t('totals.title'),
    fixHint: t('totals.fixHint'),
    resultTitle: t('result.title'),
    viewBookings: t('result.view'),
    table: {
      caption: t('table.caption'),
      row: t('table.row'),
      status: t('table.status'),
      description: t('table.description'),
      location: t('table.location'),
      size: t('table.size'),
      email: t('table.email'),
      messages: t('table.messages'),
      booking: t('table.booking'),
      code: t('table.code'),
    },
    status: {
      valid: t('status.valid'),
      invalid: t('status.invalid'),
      created: t('status.created'),
      replayed: t('status.replayed'),
      failed: t('status.failed'),
    },
  };
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <a href="/reserva/create-from-excel/plantilla" download className={buttonClasses({ variant: 'secondary' })}>
            {t('template')}
          </a>
        }
      />
      <Card className="mb-6 space-y-2 text-sm text-fg-muted">
        <p>{t('intro')}</p>
        <p>{t('limits', { megabytes: importLimits.maxFileBytes / 1024 / 1024, rows: (await getFormat()).count(importLimits.maxRows) })}</p>
      </Card>
      <ImportPanel labels={labels} />
    </>
  );
}
