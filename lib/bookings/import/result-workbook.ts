// The import's outcome as an .xlsx, one line per row of the file: created (with the booking id and drop-off
// code), already created by an earlier upload, not created (the API's reason), or not tried (the row's errors).
import ExcelJS from 'exceljs';
import { safeCellText } from '../../spreadsheet/safe-cell';
import type { RowOutcome } from './create-rows';
import type { Translate } from './import-error';

export async function resultWorkbook(outcomes: readonly RowOutcome[], t: Translate): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('resultSheet.name'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('resultSheet.row'), key: 'row', width: 8 },
    { header: t('resultSheet.status'), key: 'status', width: 16 },
    { header: t('resultSheet.description'), key: 'description', width: 30 },
    { header: t('resultSheet.bookingId'), key: 'bookingId', width: 14 },
    { header: t('resultSheet.code'), key: 'code', width: 18 },
    { header: t('resultSheet.error'), key: 'error', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const outcome of outcomes) {
    const done = 'bookingId' in outcome;
    sheet.addRow({
      row: outcome.number,
      status: t(`status.${outcome.status}`),
      description: safeCellText(outcome.description),
      bookingId: done ? outcome.bookingId : null,
      code: done ? outcome.code : '',
      error: done ? '' : safeCellText(outcome.message),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
