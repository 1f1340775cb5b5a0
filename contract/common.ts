// Shapes shared by every /api/v2 module: error bodies of docs/domain/errors.md, pagination, list params.
import { z } from 'zod';
import { choiceMessage, integerMessage, minValueMessage, numberMessage, text, textMessage, tooLongMessage, typeError, wholeNumberParam } from './fields';

/** 422 body: the first message of each field is what the screen shows. */
export const validationErrorBody = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** The backend's words for a refusal every module may answer; the BFF shows them in the user's language. */
export const forbiddenMessage = 'No tiene permiso para realizar esta acción.';
export const unavailableMessage = 'Servicio no disponible, intente nuevamente en unos instantes.';
export const tooManyLoginsMessage = 'Demasiados intentos de inicio de sesión. Intente nuevamente en un minuto.';

/** 401, 403, 404, 400, 500, 503 body. */
export const messageErrorBody = z.object({ message: z.string() });

/** 412 body: each entry's first message is shown. */
export const preconditionErrorBody = z.object({
  message: z.string().optional(),
  error: z.record(z.string(), z.array(z.string())),
});

export const paginationMeta = z.object({
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  last_page: z.number().int().nonnegative(),
  /** True when `total` is the database's estimate (very long lists): show it as approximate. */
  total_estimated: z.boolean().optional(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export function listReply<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta });
}

export function dataReply<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `true|false|1|0` query flags as the spec's clients send them. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: choiceMessage })
  .transform((v) => v === 'true' || v === '1');

/** Common list parameters (docs/domain/backend-calls.md: page, perPage, search, sortBy, orderBy, withPagination). */
export const listQuery = z.object({
  page: z.coerce.number({ error: typeError(numberMessage) }).int(integerMessage).min(1, minValueMessage(1)).default(1),
  perPage: wholeNumberParam(1, 1000).default(25),
  search: text(200).optional(),
  sortBy: z.string({ error: typeError(textMessage) }).max(64, tooLongMessage(64)).optional(),
  orderBy: z
    .string({ error: typeError(textMessage) })
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: choiceMessage }))
    .optional(),
  withPagination: queryFlag.optional(),
  full: queryFlag.optional(),
});

/**
 * Optimistic concurrency (lost updates). Bookings, users, articles and apartments answer their row `version`;
 * PUT/PATCH may send `If-Match: "<version>"` (the version the edit started from). Absent → no check (older
 * clients, an external API without versions); stale → 412 with `error.version`, nothing changed.
 */
export const rowVersionField = z.number().int().positive().optional();
export const ifMatchHeader = 'if-match';
export const staleVersionMessage = 'Otra persona modificó este registro mientras lo editabas. Revisá tus cambios y volvé a guardar.';

/** `"3"`, `W/"3"` or `3` → 3; anything else → null (refused with 400). */
export function parseIfMatch(value: string | undefined): number | null | undefined {
  if (value === undefined || value.trim() === '' || value.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(value);
  const version = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(version) && version > 0 && version <= 2_147_483_647 ? version : null;
}

export function ifMatchValue(version: number): string {
  return `"${version}"`;
}
