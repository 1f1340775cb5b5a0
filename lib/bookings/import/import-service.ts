// The import's server side, shared by the preview and create route handlers: permission, upload, parse,
// validate against the tenant's lockers and sizes. Nothing is kept between preview and create: the browser sends
// the file again and it is parsed and validated again here, so no instance needs state and the client is never
// trusted with validated rows. The import keys make the second submission of a file harmless.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { ApiError, errorText } from '../../api-errors';
import { sameOrigin } from '../../security/same-origin';
import { requirePermission } from '../../session';
import { defaultPhoneCountry } from '../permissions';
import { getBookingSizes, getLocations } from '../queries';
import { ignoredColumns } from './columns';
import { ImportFileError, importErrorText, type Translate } from './import-error';
import { readGrid } from './spreadsheet-grid';
import { readUploadedFile } from './upload';
import { validateRows, type ImportRow } from './validate-rows';

export interface ImportContext {
  t: Translate;
  errorsT: Translate;
  /** The user's tenant, whose cached bookings and credits the created rows change. */
  tenantId: number;
}

/** `ignoredColumns`: the file's columns that are not the import's (columns.ts), left out of every booking. */
export type Parsed = { ok: true; rows: ImportRow[]; blankRows: number; ignoredColumns: string[]; context: ImportContext } | { ok: false; status: number; message: string };

export async function parseUpload(request: Request): Promise<Parsed> {
  const me = await requirePermission('booking-excel');
  const [t, errorsT, validationT] = await Promise.all([getTranslations('bookings-import'), getTranslations('errors'), getTranslations('errors.validation')]);
  const translate = t as unknown as Translate;
  // Cross-site posts (lib/security/same-origin.ts): 403, nothing read.
  if (!sameOrigin(request)) return { ok: false, status: 403, message: translate('unexpected') };
  try {
    const { bytes } = await readUploadedFile(request);
    const grid = await readGrid(bytes);
    const [locations, sizes] = await Promise.all([getLocations(), getBookingSizes()]);
    const rows = validateRows(grid, {
      locations: locations.map((l) => ({ id: l.id, description: l.description, enabled: l.enabled === 1 })),
      sizes: sizes.map((s) => ({ id: s.id, name: s.name })),
      defaultCountry: defaultPhoneCountry(me),
      t: translate,
      validationT,
    });
    return { ok: true, rows, blankRows: grid.blankRows, ignoredColumns: ignoredColumns(grid.headers, grid.rows), context: { t: translate, errorsT: errorsT as unknown as Translate, tenantId: me.provider.id } };
  } catch (error) {
    if (error instanceof ImportFileError) return { ok: false, status: error.code === 'tooLarge' ? 413 : 422, message: importErrorText(error, translate) };
    if (error instanceof ApiError && !error.sessionEnded) return { ok: false, status: 502, message: errorText(error, errorsT as never) };
    throw error;
  }
}

/** "Columna «Correo electrónico»: El correo electrónico debe ser válido", one per issue. */
export function issueTexts(issues: ImportRow['errors'], t: Translate): string[] {
  return issues.map((issue) => t('issue', { column: issue.column, message: issue.message }));
}
