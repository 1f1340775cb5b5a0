// The downloadable template: the "Reservas" sheet with the headers and one sample row, and an "Instrucciones"
// sheet with each column, whether it is required and its rules (the same limits the upload enforces).
import ExcelJS from 'exceljs';
import { importColumns } from './columns';
import type { Translate } from './import-error';
import { importLimits } from './limits';

export async function templateWorkbook(t: Translate, sample: { location: string; country: string }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Reservas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = importColumns.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    description: t('templateSheet.sample'),
    email: 'cliente@example.com',
    document: '1.234.567-2',
    phone_number: '099 123 456',
    phone_country: sample.country,
    location: sample.location,
    size: 'Pequeño',
    code_validity_hours: 72,
    whatsapp: 'no',
    notes: '',
  });
  // Text columns stay text when the user types digits (a CI or a phone must not become a number).
  for (const key of ['document', 'phone_number', 'location'] as const) sheet.getColumn(key).numFmt = '@';

  const notes = workbook.addWorksheet(t('templateSheet.notesName'));
  notes.columns = [{ width: 28 }, { width: 12 }, { width: 100 }];
  notes.addRow([t('templateSheet.general', { rows: importLimits.maxRows, megabytes: importLimits.maxFileBytes / 1024 / 1024 })]);
  notes.mergeCells('A1:C1');
  notes.getRow(1).alignment = { wrapText: true, vertical: 'top' };
  notes.getRow(1).height = 48;
  notes.addRow([]);
  const head = notes.addRow([t('templateSheet.column'), t('templateSheet.required'), t('templateSheet.rules')]);
  head.font = { bold: true };
  for (const column of importColumns) {
    notes.addRow([column.header, t(column.required ? 'templateSheet.yes' : 'templateSheet.no'), t(`columns.${column.key}`)]).alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
