// Field and filter schemas the contracts share (apartments, articles, bookings, lockers, users, …), so a required
// field, a yes/no filter or a blank filter reads the same everywhere (docs/domain/validation.md texts).
import { z } from 'zod';
import { int4Max } from './column-bounds';

// ── Validation texts ─────────────────────────────────────────────────────────────────────────────────────
// Written once: every contract's rules and the backend's fallback for rules without a text of their own
// (backend/http/validation.ts) use these, and the browser validates with the same schemas, so a form and the API
// say the same thing. The forms' map from text to message key (lib/forms/contract-messages.ts) matches on them
// too. No rule of an input schema may be left without one: zod's default is English ("Too big: expected string to
// have <=120 characters"); tests/unit/contract-messages.test.ts walks every input schema for such a rule.
export const requiredMessage = 'Este campo es requerido';
export const emailMessage = 'El correo electrónico debe ser válido';
export const textMessage = 'Debe ser un texto';
export const numberMessage = 'Debe ser un número';
export const integerMessage = 'Debe ser un número entero';
export const choiceMessage = 'El valor seleccionado no es válido';
export const flagMessage = 'Debe ser verdadero o falso';
export const phoneMessage = 'El teléfono no es válido';
export const listMessage = 'Debe ser una lista';
export const objectMessage = 'Debe ser un objeto';
export const formatMessage = 'El formato no es válido';
export const invalidMessage = 'El valor no es válido';
export const dateFormatMessage = 'La fecha debe tener el formato AAAA-MM-DD';
/** A text holding U+0000 or a lone UTF-16 surrogate, which PostgreSQL cannot store: refused for every input (backend/http/validation.ts). */
export const invalidCharacterMessage = 'El texto contiene un carácter no válido';
/** A text longer than `max` characters. */
export const tooLongMessage = (max: number) => `No puede tener más de ${max} caracteres`;
/** A text shorter than `min` characters (a required text that is blank says requiredMessage instead). */
export const tooShortMessage = (min: number) => `Debe tener al menos ${min} caracteres`;
/** A list with more than `max` elements. */
export const tooManyMessage = (max: number) => `No puede tener más de ${max} elementos`;
/** A list with fewer than `min` elements. */
export const tooFewMessage = (min: number) => `Debe tener al menos ${min} elementos`;
/** A number below `min` (inclusive bound), or not above it (exclusive bound). */
export const minValueMessage = (min: number) => `Debe ser mayor o igual a ${min}`;
export const aboveMessage = (min: number) => `Debe ser mayor a ${min}`;
/** A number above `max` (inclusive bound), or not below it (exclusive bound). */
export const maxValueMessage = (max: number) => `Debe ser menor o igual a ${max}`;
export const belowMessage = (max: number) => `Debe ser menor a ${max}`;

/**
 * A schema's error for its own type issue only: missing → requiredMessage, another type → `wrongType`. Every other
 * issue is left to its rule's message: an error function answering every issue would also answer for the rules
 * (a 130-character name read "Debe ser un texto").
 */
export const typeError =
  (wrongType: string) =>
  (issue: { code?: string; input?: unknown }): string | undefined =>
    issue.code !== 'invalid_type' ? undefined : issue.input == null ? requiredMessage : wrongType;

/** A string format's error (e-mail, URL): missing → requiredMessage, another type → textMessage, a bad format → `badFormat`. */
export const formatError =
  (badFormat: string) =>
  (issue: { code?: string; input?: unknown }): string | undefined =>
    typeError(textMessage)(issue) ?? (issue.code === 'invalid_format' ? badFormat : undefined);

/** The largest id (an int4 column). */
export const maxId = int4Max;

// ── Fields ───────────────────────────────────────────────────────────────────────────────────────────────
/** Blank inputs mean "not given": query strings send `name=` for an empty filter box. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** Optional inputs: a blank value means "no value" (null), so an update can clear a field; absent stays undefined. */
export const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * Number-only fields arrive as numbers or decimal digit strings (forms, query strings). Only plain decimals are
 * read: Number() would also take "0x300" (768) or "6e2", which no form sends and nobody means as an amount.
 */
export const numberLike = (value: unknown) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : blankToUndefined(value);

/** A trimmed text of at most `max` characters (may be empty). */
export const text = (max: number) => z.string({ error: typeError(textMessage) }).trim().max(max, tooLongMessage(max));
/** A trimmed, non-blank text of at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: typeError(textMessage) }).trim().min(1, requiredMessage).max(max, tooLongMessage(max));
/** A text of at most `max` characters; blank or null is null. */
export const optionalText = (max: number) => z.preprocess(blankToNull, text(max).nullish());

/** An id chosen in a select (digits from forms). */
export const requiredId = z.preprocess(
  numberLike,
  z.number({ error: typeError(numberMessage) }).int(choiceMessage).positive(choiceMessage).max(maxId, choiceMessage),
);

/** true/false, 1/0, "si"/"no" as forms and selects send them. */
export const flag = z.preprocess((value) => {
  if (value === 1 || value === '1' || value === 'true' || value === 'si' || value === 'yes') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'no') return false;
  return value;
}, z.boolean({ error: typeError(flagMessage) }));

// ── Query parameters ─────────────────────────────────────────────────────────────────────────────────────
/** A whole number from a query string or a form, with every way out of [min, max] said in Spanish. */
export const wholeNumberParam = (min: number, max: number) =>
  z.coerce.number({ error: typeError(numberMessage) }).int(integerMessage).min(min, minValueMessage(min)).max(max, maxValueMessage(max));

export const optionalFilter = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
/** An id from a query string. */
export const idParam = z.coerce.number({ error: typeError(numberMessage) }).int(integerMessage).positive(aboveMessage(0)).max(maxId, maxValueMessage(maxId));
export const idFilter = optionalFilter(idParam);
export const textFilter = optionalFilter(text(100));
/** A day, AAAA-MM-DD. */
export const dayFilter = optionalFilter(z.string({ error: typeError(textMessage) }).regex(/^\d{4}-\d{2}-\d{2}$/, dateFormatMessage));
/** The list screens' yes/no selects (docs/domain/screens.md). */
export const yesNoFilter = optionalFilter(
  z.enum(['yes', 'no', 'si', 'sí', '1', '0', 'true', 'false'], { error: choiceMessage }).transform((v) => ['yes', 'si', 'sí', '1', 'true'].includes(v)),
);
export const orderByParam = (fallback: 'ASC' | 'DESC') =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: typeError(textMessage) }).transform((v) => v.toUpperCase()).pipe(z.enum(['ASC', 'DESC'], { error: choiceMessage })).default(fallback),
  );
export const sortByParam = <T extends readonly [string, ...string[]]>(columns: T) =>
  z.preprocess(blankToUndefined, z.enum(columns, { error: choiceMessage }).default(columns[0]));
export const perPageParam = (fallback: number, max = 100) => z.preprocess(blankToUndefined, wholeNumberParam(1, max).default(fallback));
