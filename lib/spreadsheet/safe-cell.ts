// Formula injection (CSV/Excel injection): a text cell that starts with = + - @, tab or carriage return can be
// run as a formula by a spreadsheet that opens the file. Such text gets a leading apostrophe, which Excel and
// LibreOffice show as plain text. Numbers and dates are written as numbers and dates and need no escaping.
const dangerous = /^[=+\-@\t\r]/;

export function safeCellText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return dangerous.test(value) ? `'${value}` : value;
}

/** `reservas-2026-11-21.xlsx`: the date of the export in the business time zone. */
export function datedFileName(prefix: string, now = new Date(), timeZone = 'America/Montevideo'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${prefix}-${day}.xlsx`;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An attachment header with both the plain and the RFC 5987 form of the name. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
