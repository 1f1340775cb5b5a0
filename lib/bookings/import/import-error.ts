// A file the import refuses as a whole: nothing is created, and the user sees one message (bookings-import.json
// `errors.<code>`, with the values filled in).
export type ImportErrorCode =
  | 'empty'
  | 'tooLarge'
  | 'notSpreadsheet'
  | 'legacyXls'
  | 'encrypted'
  | 'zipBomb'
  | 'corrupt'
  | 'noSheet'
  | 'onlyHeaders'
  | 'tooManyRows'
  | 'missingColumns'
  | 'unknownColumns'
  | 'duplicateColumns'
  | 'formula'
  | 'encoding';

export class ImportFileError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'ImportFileError';
  }
}

/** What route handlers and tests pass to translate: next-intl's `t` of the bookings-import namespace fits. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function importErrorText(error: ImportFileError, t: Translate): string {
  return t(`errors.${error.code}`, error.values);
}
