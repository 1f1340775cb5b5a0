// fast-check arbitraries of hostile input, shaped by a zod schema's field names: wrong types, huge and odd strings,
// unicode, nulls, negative and huge numbers, extra and privileged fields, prototype-pollution keys.
import fc from 'fast-check';
import type { z } from 'zod';

interface ZodDefLike {
  type: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  out?: unknown;
  innerType?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
}

/** The field names a schema reads (objects, through pipes, optionals, unions and intersections). */
export function fieldNames(schema: unknown, depth = 0): string[] {
  const def = (schema as { _zod?: { def?: ZodDefLike } })?._zod?.def;
  if (!def || depth > 8) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe': {
      // z.preprocess(fn, object) is a pipe from a transform: the fields are on its way out.
      const fields = fieldNames(def.in, depth + 1);
      return fields.length > 0 ? fields : fieldNames(def.out, depth + 1);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fieldNames(def.innerType, depth + 1);
    case 'union':
      return [...new Set((def.options ?? []).flatMap((option) => fieldNames(option, depth + 1)))];
    case 'intersection':
      return [...new Set([...fieldNames(def.left, depth + 1), ...fieldNames(def.right, depth + 1)])];
    default:
      return [];
  }
}

/** Fields nobody may set through a form or an update: smuggled in to prove they are refused or ignored. */
export const privilegedFields = ['role', 'permissions', 'provider_id', 'providerId', 'tenant_id', 'credits', 'price', 'status_id', 'is_admin', 'sub_type', 'type'];
export const pollutionKeys = ['__proto__', 'constructor', 'prototype'];

const oddStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF\u200B',
  '\uD800',
  'ñandú ÁÉÍÓÚ 漢字 🙂',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T99:99:99Z',
  'x'.repeat(5_000),
  '𝕏'.repeat(2_000),
  'a'.repeat(200_000),
  '99999999999999999999999999',
  '-2147483649',
  '2147483648',
];

const oddNumbers = [0, -0, -1, 0.5, -0.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

const scalar = fc.oneof(
  hostileString,
  fc.constantFrom(...oddNumbers),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false),
);

/** Any JSON value, scalars weighted, a little nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
);

/** A JSON body: the schema's fields (and privileged and pollution keys) with hostile values, or not an object. */
export function hostileBody(schema: z.ZodType): fc.Arbitrary<{ raw: string }> {
  const keys = [...fieldNames(schema), ...privilegedFields, ...pollutionKeys, 'extra'];
  const object = fc.dictionary(fc.constantFrom(...keys), hostileValue, { minKeys: 1, maxKeys: keys.length });
  return fc.oneof(
    { weight: 12, arbitrary: object.map((value) => ({ raw: JSON.stringify(value) })) },
    { weight: 1, arbitrary: fc.constantFrom(null, [], 'text', 42, true, [{}]).map((value) => ({ raw: JSON.stringify(value) })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        "{'single': 1}",
        '{"__proto__": {"polluted": "yes"}}',
        '{"constructor": {"prototype": {"polluted": "yes"}}}',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        `{"a": ${'{"a": '.repeat(2_000)}1${'}'.repeat(2_000)}}`,
        '\u0000',
        '{"a": 1}garbage',
      ).map((raw) => ({ raw })),
    },
  );
}

/** A query string: the schema's fields with hostile values. */
export function hostileQuery(schema: z.ZodType): fc.Arbitrary<Record<string, string>> {
  const keys = [...fieldNames(schema), 'page', 'per_page', 'sortBy', 'sortDirection', ...pollutionKeys];
  return fc.dictionary(fc.constantFrom(...keys), hostileString, { minKeys: 1, maxKeys: keys.length });
}

/** Path parameters: numbers past any integer column, or strings for the others. */
export const hostileId = fc.oneof(
  fc.constantFrom('0', '2147483648', '9223372036854775808', '9'.repeat(400), '0000000000000'),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 40n }).map(String),
);
