// Field and filter schemas the administration contracts share (apartments, articles, lockers, users), so a
// required field, a yes/no filter or a blank filter reads the same everywhere (spec §5 texts).
import { z } from 'zod';

// The validation texts every contract and the backend's fallback (backend/http/validation.ts) use: written once, so
// the forms' maps from text to message key (lib/forms/contract-messages.ts, lib/bookings/create-booking-schema.ts)
// keep matching.
export const requiredMessage = 'Este campo es requerido';
export const emailMessage = 'El correo electrónico debe ser válido';
export const textMessage = 'Debe ser un texto';
export const numberMessage = 'Debe ser un número';
export const choiceMessage = 'El valor seleccionado no es válido';
export const flagMessage = 'Debe ser verdadero o falso';
export const phoneMessage = 'El teléfono no es válido';
export const tooLongMessage = (max: number) => `No puede tener más de ${max} caracteres`;

/** Blank inputs mean "not given": query strings send `name=` for an empty filter box. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** Optional inputs: a blank value means "no value" (null), so an update can clear a field; absent stays undefined. */
export const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/** Number-only fields arrive as numbers or digit strings (forms, query strings). */
export const numberLike = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : blankToUndefined(value);

export const requiredText = (max: number) =>
  z.string({ error: (issue) => (issue.input == null ? requiredMessage : textMessage) }).trim().min(1, requiredMessage).max(max);
export const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullish());

export const requiredId = z.preprocess(
  numberLike,
  z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : numberMessage) }).int().positive().max(2_147_483_647),
);

/** true/false, 1/0, "si"/"no" as forms and selects send them. */
export const flag = z.preprocess((value) => {
  if (value === 1 || value === '1' || value === 'true' || value === 'si' || value === 'yes') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'no') return false;
  return value;
}, z.boolean({ error: (issue) => (issue.input === undefined ? requiredMessage : flagMessage) }));

export const optionalFilter = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
export const idFilter = optionalFilter(z.coerce.number().int().positive().max(2_147_483_647));
export const textFilter = optionalFilter(z.string().trim().max(100));
/** The list screens' yes/no selects (spec §2). */
export const yesNoFilter = optionalFilter(
  z.enum(['yes', 'no', 'si', 'sí', '1', '0', 'true', 'false']).transform((v) => ['yes', 'si', 'sí', '1', 'true'].includes(v)),
);
export const orderByParam = (fallback: 'ASC' | 'DESC') =>
  z.preprocess(blankToUndefined, z.string().transform((v) => v.toUpperCase()).pipe(z.enum(['ASC', 'DESC'])).default(fallback));
export const sortByParam = <T extends readonly [string, ...string[]]>(columns: T) =>
  z.preprocess(blankToUndefined, z.enum(columns).default(columns[0]));
export const perPageParam = (fallback: number, max = 100) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));
