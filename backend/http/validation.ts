// Request parsing against contract/ schemas: malformed JSON → 400, failed validation → 422 with the first
// Spanish message per field (docs/domain/validation.md texts where the spec gives them).
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, messages, type FieldErrors } from '@/backend/errors';
import { entryInUse, type ApiRoute } from './api-route';
import {
  aboveMessage, belowMessage, choiceMessage, emailMessage, flagMessage, formatMessage, integerMessage, invalidMessage, listMessage,
  maxValueMessage, minValueMessage, invalidCharacterMessage, numberMessage, objectMessage, requiredMessage, textMessage, tooFewMessage, tooLongMessage,
  tooManyMessage, tooShortMessage,
} from '@/contract/fields';

// The texts are contract/fields.ts's, the ones the contracts' rules carry themselves: this map only answers for a
// rule that has none, and then says what the contract would have said.
const typeMessages: Record<string, string> = {
  string: textMessage,
  number: numberMessage,
  int: integerMessage,
  bigint: integerMessage,
  boolean: flagMessage,
  array: listMessage,
  object: objectMessage,
};

/** Spanish text for one zod issue; messages a schema sets itself (its rules, refinements) win over this map. */
function spanishMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return requiredMessage;
      return typeMessages[issue.expected] ?? invalidMessage;
    case 'invalid_format':
      return issue.format === 'email' ? emailMessage : formatMessage;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return choiceMessage;
    default:
      return invalidMessage;
  }
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? requiredMessage : tooShortMessage(min);
  if (issue.origin === 'array' || issue.origin === 'set') return tooFewMessage(min);
  return issue.inclusive === false ? aboveMessage(min) : minValueMessage(min);
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return tooLongMessage(max);
  if (issue.origin === 'array' || issue.origin === 'set') return tooManyMessage(max);
  return issue.inclusive === false ? belowMessage(max) : maxValueMessage(max);
}

/** Issues grouped by dotted path; a failed union reports the branch that came closest (fewest issues). */
function fieldErrors(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = [], into: FieldErrors = {}): FieldErrors {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      fieldErrors(closest, path, into);
      continue;
    }
    const field = path.length > 0 ? path.map(String).join('.') : 'body';
    (into[field] ??= []).push(issue.message);
  }
  return into;
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/** Text PostgreSQL cannot store: U+0000, and a lone UTF-16 surrogate ("\ud800"), which JSON allows but UTF-8 cannot hold. */
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/**
 * Paths of the strings (values or keys) in `input` that PostgreSQL would refuse, failing the query with a 500 or
 * storing U+FFFD instead of what was sent. Walked with a stack of its own and each path built only for a hit: a
 * body nested a hundred thousand levels deep (1 MB of "[") must not overflow the call stack or copy a path per level.
 */
function unstorableTextFields(input: unknown): FieldErrors {
  const found: FieldErrors = {};
  const pending: Visit[] = [{ value: input }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (!unstorable(visit.value)) continue;
      const path: string[] = [];
      for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
      found[path.length > 0 ? path.join('.') : 'body'] = [invalidCharacterMessage];
    } else if (visit.value && typeof visit.value === 'object') {
      for (const [key, value] of Object.entries(visit.value)) pending.push({ value: unstorable(key) ? key : value, key, parent: visit });
    }
  }
  return found;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // Every body and query passes here: one check instead of a rule on each text field of each contract.
  const unstorableFields = unstorableTextFields(input);
  if (Object.keys(unstorableFields).length > 0) throw new AppError('validation', invalidCharacterMessage, unstorableFields);
  const result = schema.safeParse(input, { error: spanishMessage });
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  const first = Object.values(errors)[0]?.[0] ?? messages.invalidData;
  throw new AppError('validation', first, errors);
}

/** The JSON body; an empty body reads as `{}` so that missing fields get their 422 messages. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', messages.malformedJson);
  }
}

/** The route's body, validated with its registry entry's `body` schema. */
export async function parseBody<R extends ApiRoute & { body: z.ZodType }>(c: Context, route: R): Promise<z.output<R['body']>> {
  entryInUse(c, route);
  return parseInput(route.body, await readJson(c)) as z.output<R['body']>;
}

/** The route's query (or `input`, when the route gathers repeated parameters itself), validated with its entry's `query`. */
export function parseQuery<R extends ApiRoute & { query: z.ZodType }>(c: Context, route: R, input: unknown = c.req.query()): z.output<R['query']> {
  entryInUse(c, route);
  return parseInput(route.query, input) as z.output<R['query']>;
}
