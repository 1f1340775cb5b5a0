// Every row through the create form's own schema (contract createBookingBody), after resolving the locker (id or
// name, among the tenant's enabled lockers from GET /location) and the size (id or name). Messages name the
// column; the CI check digit only warns, as in the form. Each valid row gets its import key (import-key.ts).
import type { z } from 'zod';
import { failsCiCheck } from '@/common/uruguayan-ci';
import { createBookingBody, type CreateBookingBody } from '@/contract/bookings';
import { translateContractMessage, type ValidationTranslate } from '../../forms/contract-messages';
import { isTestBooking } from '../test-booking';
import { columnOfField, importColumns, mapHeaders, normaliseHeader, type ImportColumn, type ImportColumnKey } from './columns';
import type { Translate } from './import-error';
import { importKeys } from './import-key';
import type { Grid } from './spreadsheet-grid';

export interface ImportLocation { id: number; description: string; enabled: boolean }
export interface ImportSize { id: number; name: string }
export interface RowIssue { column: string; message: string }

export interface ImportRow {
  number: number;
  values: Partial<Record<ImportColumnKey, string>>;
  errors: RowIssue[];
  warnings: RowIssue[];
  /** Set on valid rows only. */
  body?: CreateBookingBody;
  key?: string;
}

export interface ValidationContext {
  locations: readonly ImportLocation[];
  sizes: readonly ImportSize[];
  /** The tenant's country config, for rows without a country. */
  defaultCountry: string;
  t: Translate;
  /** errors.validation, which words createBookingBody's (Spanish) messages in the user's language. */
  validationT: ValidationTranslate;
}

const yes = new Set(['si', 'sí', 'yes', 'true', '1', 'x']);
const no = new Set(['no', 'false', '0', '']);

export function validateRows(grid: Grid, context: ValidationContext): ImportRow[] {
  const columns = mapHeaders(grid.headers);
  const lockers = lockerIndex(context.locations);
  const rows = grid.rows.map((gridRow) => {
    const values: Partial<Record<ImportColumnKey, string>> = {};
    gridRow.cells.forEach((cell, index) => {
      const column = columns[index];
      // Cells of other columns are the user's own (ignoredColumns names them in the preview).
      if (column) values[column.key] = cell.trim();
    });
    return validateRow(gridRow.number, values, context, lockers);
  });
  const keys = importKeys(rows.map((row) => row.body));
  const firstRow = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!row.body) return;
    row.key = keys[index]!;
    // Two identical rows are two parcels (both are created); say so, in case one is a copy-paste slip.
    const same = JSON.stringify(row.body);
    const first = firstRow.get(same);
    if (first === undefined) firstRow.set(same, row.number);
    else row.warnings.push({ column: header('description'), message: context.t('rows.duplicate', { row: first }) });
  });
  return rows;
}

function validateRow(number: number, values: ImportRow['values'], context: ValidationContext, lockers: LockerIndex): ImportRow {
  const { t } = context;
  const errors: RowIssue[] = [];
  const warnings: RowIssue[] = [];
  const issue = (key: ImportColumnKey, message: string) => ({ column: header(key), message });

  const location = resolveLocation(values.location ?? '', lockers);
  if (location.error) errors.push(issue('location', t(`rows.${location.error}`, { value: values.location ?? '' })));
  const sizeId = resolveSize(values.size ?? '', context.sizes);
  if (values.size && sizeId === undefined) errors.push(issue('size', t('rows.unknownSize', { value: values.size })));
  const whatsapp = (values.whatsapp ?? '').toLowerCase();
  if (!yes.has(whatsapp) && !no.has(whatsapp)) errors.push(issue('whatsapp', t('rows.yesNo')));
  if (isTestBooking(values.description)) errors.push(issue('description', t('rows.testBooking')));

  const input = {
    client: {
      description: values.description ?? '',
      email: values.email,
      document: values.document,
      phone_number: values.phone_number,
      phone_country: values.phone_country || context.defaultCountry,
    },
    location_id: location.id ?? (values.location ? undefined : ''),
    size_id: sizeId ?? (values.size ? undefined : ''),
    // Blank optional cells are "not given", so the schema's defaults apply (72 h).
    code_validity_hours: values.code_validity_hours || undefined,
    whatsapp: yes.has(whatsapp),
    notes: values.notes,
  };
  const parsed = createBookingBody.safeParse(input, { error: (raw) => genericMessage(raw, t) });
  if (!parsed.success) {
    for (const zodIssue of parsed.error.issues) {
      const column = columnOfField(zodIssue.path.join('.'));
      // Locker and size already have a clearer message when the value was given but not found.
      if (!column || errors.some((e) => e.column === column.header)) continue;
      errors.push({ column: column.header, message: translateContractMessage(zodIssue.message, context.validationT) ?? zodIssue.message });
    }
  }
  if (values.document && failsCiCheck(values.document)) warnings.push(issue('document', t('rows.ciWarning')));
  return { number, values, errors, warnings, body: errors.length === 0 && parsed.success ? parsed.data : undefined };
}

const header = (key: ImportColumnKey) => (importColumns.find((c) => c.key === key) as ImportColumn).header;

/** The tenant's lockers by id and by normalised name, built once per file (5,000 rows × every locker otherwise). */
interface LockerIndex {
  byId: Map<string, number>;
  byName: Map<string, number>;
  list: readonly ImportLocation[];
}

function lockerIndex(locations: readonly ImportLocation[]): LockerIndex {
  const byId = new Map<string, number>();
  const byName = new Map<string, number>();
  locations.forEach((location, position) => {
    byId.set(String(location.id), position);
    const name = normaliseHeader(location.description);
    if (!byName.has(name)) byName.set(name, position);
  });
  return { byId, byName, list: locations };
}

/** The first locker of the list whose id or name the cell gives. */
function resolveLocation(value: string, lockers: LockerIndex): { id?: number; error?: 'unknownLocker' | 'disabledLocker' } {
  if (value === '') return {};
  const positions = [lockers.byId.get(value), lockers.byName.get(normaliseHeader(value))].filter((p) => p !== undefined);
  const found = positions.length ? lockers.list[Math.min(...positions)] : undefined;
  if (!found) return { error: 'unknownLocker' };
  if (!found.enabled) return { error: 'disabledLocker' };
  return { id: found.id };
}

/** The file's format is Spanish whatever the user's language (the sizes it is checked against are named in it). */
const sizeAliases: Record<string, number> = { p: 1, s: 1, pequeno: 1, small: 1, chico: 1, m: 2, mediano: 2, medium: 2, g: 3, l: 3, grande: 3, large: 3 };

function resolveSize(value: string, sizes: readonly ImportSize[]): number | undefined {
  if (value === '') return undefined;
  const wanted = normaliseHeader(value);
  return sizes.find((s) => String(s.id) === value || normaliseHeader(s.name) === wanted)?.id ?? sizeAliases[wanted];
}

/** Spanish for the issues the schema leaves to the default (lengths, ranges, types). */
function genericMessage(issue: z.core.$ZodRawIssue, t: Translate): string {
  if (issue.code === 'invalid_type') return t(issue.input === undefined || issue.input === null || issue.input === '' ? 'rows.required' : 'rows.invalid');
  if (issue.code === 'too_big') return t(issue.origin === 'string' ? 'rows.tooLong' : 'rows.tooBig', { max: Number(issue.maximum) });
  if (issue.code === 'too_small') return t(issue.origin === 'string' ? 'rows.required' : 'rows.tooSmall', { min: Number(issue.minimum) });
  if (issue.code === 'invalid_format') return t('rows.format');
  return t('rows.invalid');
}
