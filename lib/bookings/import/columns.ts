// The import's columns: the header the template writes, the other spellings accepted (accents, case and spaces
// do not matter), and the create body's field each fills. The file format is Spanish whatever the user's
// language; the notes sheet explains each column (bookings-import.json `columns.<key>`).
import { columnLetters } from '../../spreadsheet/xlsx-xml';
import { ImportFileError } from './import-error';

export const importColumns = [
  { key: 'description', header: 'Referencia', required: true, field: 'client.description', aliases: ['referencia de la reserva', 'descripcion', 'reference'] },
  { key: 'email', header: 'Correo electrónico', required: false, field: 'client.email', aliases: ['correo', 'email', 'e-mail', 'mail'] },
  { key: 'document', header: 'CI', required: false, field: 'client.document', aliases: ['documento', 'document', 'cedula', 'cedula de identidad'] },
  { key: 'phone_number', header: 'Celular', required: false, field: 'client.phone_number', aliases: ['telefono', 'movil', 'phone', 'phone number', 'phone_number'] },
  { key: 'phone_country', header: 'País', required: false, field: 'client.phone_country', aliases: ['pais', 'country', 'phone_country'] },
  { key: 'location', header: 'Locker', required: true, field: 'location_id', aliases: ['casillero', 'location', 'location_id', 'locker id'] },
  { key: 'size', header: 'Tamaño', required: true, field: 'size_id', aliases: ['tamano', 'size', 'size_id'] },
  { key: 'code_validity_hours', header: 'Validez del código (horas)', required: false, field: 'code_validity_hours', aliases: ['validez', 'validez del codigo', 'horas', 'code_validity_hours'] },
  { key: 'whatsapp', header: 'WhatsApp', required: false, field: 'whatsapp', aliases: ['enviar por whatsapp'] },
  { key: 'notes', header: 'Notas', required: false, field: 'notes', aliases: ['observaciones', 'notes'] },
] as const;

export type ImportColumnKey = (typeof importColumns)[number]['key'];
export type ImportColumn = (typeof importColumns)[number];

export const normaliseHeader = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

const byName = new Map<string, ImportColumn>(
  importColumns.flatMap((column) => [column.header, column.key, ...column.aliases].map((name) => [normaliseHeader(name), column] as const)),
);

/**
 * Column index → column (null: not one of ours, ignored), or the file's problem with its headers (duplicated,
 * required ones missing). A column the user added for their own use (a helper column, a colour) is left out of
 * the bookings and named in the preview (ignoredColumns), rather than refusing the whole file.
 */
export function mapHeaders(headers: readonly string[]): (ImportColumn | null)[] {
  const seen = new Set<ImportColumnKey>();
  const duplicated: string[] = [];
  const mapped = headers.map((header) => {
    if (header === '') return null;
    const column = byName.get(normaliseHeader(header));
    if (column && seen.has(column.key)) duplicated.push(header);
    else if (column) seen.add(column.key);
    return column ?? null;
  });
  if (duplicated.length > 0) throw new ImportFileError('duplicateColumns', { columns: quoteList(duplicated) });
  const missing = importColumns.filter((c) => c.required && !seen.has(c.key));
  if (missing.length > 0) throw new ImportFileError('missingColumns', { columns: quoteList(missing.map((c) => c.header)) });
  return mapped;
}

/**
 * The columns the import leaves out: a header that is none of ours, by its name; a column with no header but with
 * something in it, by its letter (A, B, …). Empty unnamed columns (formatting leftovers) are not worth a word.
 */
export function ignoredColumns(headers: readonly string[], rows: readonly { cells: readonly string[] }[]): string[] {
  const width = Math.max(headers.length, ...rows.map((row) => row.cells.length));
  const ignored: string[] = [];
  for (let index = 0; index < width; index++) {
    const header = headers[index] ?? '';
    if (header !== '') {
      if (!byName.has(normaliseHeader(header))) ignored.push(header);
    } else if (rows.some((row) => (row.cells[index] ?? '').trim() !== '')) {
      ignored.push(columnLetters(index));
    }
  }
  return ignored;
}

export const quoteList = (names: readonly string[]) => names.map((n) => `«${n}»`).join(', ');

/** The column a create-body field (zod issue path) belongs to. */
export function columnOfField(path: string): ImportColumn | undefined {
  return importColumns.find((c) => c.field === path);
}
