// The exports' file names and headers. Formula injection: the exports are .xlsx, where a text is a string-typed
// cell that no spreadsheet runs as a formula, so texts are written exactly as typed ("=1+1" stays "=1+1", with no
// apostrophe in front). The apostrophe defence belongs to CSV, which the product does not export
// (docs/domain/excel.md).
import { businessTimeZone } from '@/common/business-time';

/** `reservas-2026-11-21.xlsx`: the date of the export in the business time zone. */
export function datedFileName(prefix: string, now = new Date(), timeZone = businessTimeZone): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${prefix}-${day}.xlsx`;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An attachment header with both the plain and the RFC 5987 form of the name. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
