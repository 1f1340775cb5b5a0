// A file the import refuses as a whole: nothing is created, and the user sees one message (bookings-import.json
// `errors.<code>`, with the values filled in).
export type ImportErrorCode =
  | 'empty'
  | 'tooLarge'
  | 'notSpreadsheet'
  | 'ods'
  | 'html'
  | 'otherKind'
  | 'legacyXls'
  | 'encrypted'
  | 'zipBomb'
  | 'corrupt'
  | 'noSheet'
  | 'onlyHeaders'
  | 'tooManyRows'
  | 'missingColumns'
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

/** What a refused file really is, named in `errors.kinds.<kind>` ("un PDF", "una imagen"…). */
export type FileKindName = 'pdf' | 'image' | 'word' | 'powerpoint' | 'odt' | 'zip' | 'excelXml';

export function importErrorText(error: ImportFileError, t: Translate): string {
  const { kind, ...values } = error.values;
  return t(`errors.${error.code}`, kind === undefined ? values : { ...values, kind: t(`errors.kinds.${kind}`) });
}
