// The import's outcome as an .xlsx, one line per row of the file: created (with the booking id and drop-off
// code), already created by an earlier upload, not created (the API's reason), or not tried (the row's errors).
// Written with the exports' writer (lib/spreadsheet/xlsx-stream.ts): 5,000 rows in tens of milliseconds.
import { buffer } from 'node:stream/consumers';
import { createXlsxStream } from '../../spreadsheet/xlsx-stream';
import type { RowOutcome } from './create-rows';
import type { Translate } from './import-error';

export async function resultWorkbook(outcomes: readonly RowOutcome[], t: Translate): Promise<Buffer> {
  const xlsx = createXlsxStream({
    sheetName: t('resultSheet.name'),
    columns: [
      { header: t('resultSheet.row'), width: 8 },
      { header: t('resultSheet.status'), width: 16 },
      { header: t('resultSheet.description'), width: 30 },
      { header: t('resultSheet.bookingId'), width: 14 },
      { header: t('resultSheet.code'), width: 18 },
      { header: t('resultSheet.error'), width: 80 },
    ],
  });
  const file = buffer(xlsx.output);
  await xlsx.write(
    outcomes.map((outcome) => {
      const done = 'bookingId' in outcome;
      return [
        outcome.number,
        t(`status.${outcome.status}`),
        outcome.description,
        done ? outcome.bookingId : null,
        done ? outcome.code : '',
        done ? '' : outcome.message,
      ];
    }),
  );
  await xlsx.end();
  return file;
}
