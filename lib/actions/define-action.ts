// The one way to write a server action (docs/contributing.md "Adding a server action"): a declaration of who may
// call it, what it takes, the /api/v2 call, what it says on success and what it changed. The builder runs the steps
// in one order for every action:
//   1. the raw arguments are checked (they come from the browser: a forged id is refused before anything else);
//   2. the user must hold one of the permissions (or only be signed in);
//   3. the input is re-parsed with the contract schema (field errors keyed by path on failure);
//   4. `guard` may refuse with the user's rules (a feature that is off, a required CI);
//   5. the call; an API error becomes the docs/domain/errors.md message, a lost race (412) the record as it is now;
//   6. the tenant's cache tags for what changed are expired (updateTag), which also refreshes the user's screen;
//   7. the success message, translated when it is one of the backend's fixed texts, and the data the form needs.
import 'server-only';
import { updateTag } from 'next/cache';
import type { z } from 'zod';
import type { Me } from '@/contract/auth';
import { ApiError } from '../api-errors';
import { getTextTranslator } from '../i18n/server-texts';
import { getCurrentUser, requirePermission, requireServiceOperator } from '../session';
import { failure, invalid, refusedInput, type ActionResult, type Conflict } from './action-result';
import { tenantTag, type CacheTopic } from './cache-tags';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What each step after the argument check gets: the checked arguments, the user and the parsed input. */
export type ActionContext<C, S> = C & { me: Me; body: Parsed<S> };

export interface ActionSpec<A extends unknown[], C extends object, S extends z.ZodType | undefined, R, D> {
  /**
   * Any one of these permissions lets the user try (the backend checks again); 'signedIn' for the user's own things;
   * 'serviceOperator' for the operator's scope, which "*" does not include.
   */
  access: readonly string[] | 'signedIn' | 'serviceOperator';
  /** The arguments as the browser sent them, checked: undefined refuses them ("Error inesperado!"), never a 500. */
  args: (...args: A) => C | undefined;
  /** The contract schema `input` (from `args`) must pass. */
  schema?: S;
  /** The raw value the schema parses; `input` of the checked arguments unless said otherwise. */
  input?: (checked: C & { me: Me }) => unknown;
  /** Refusals that depend on the user (a feature that is off, a required field); nothing to go on. */
  guard?: (context: ActionContext<C, S>) => ActionResult<never> | undefined | Promise<ActionResult<never> | undefined>;
  call: (context: ActionContext<C, S>) => Promise<R>;
  /** The success message: a translated text, or one of the backend's fixed Spanish texts (translated here). */
  success: (result: R, context: ActionContext<C, S>) => string | Promise<string>;
  /** What the form needs back besides the message. */
  data?: (result: R, context: ActionContext<C, S>) => D;
  /** What the action changes: the tenant's tags for it are expired, the screen shows the change at once. */
  changes?: readonly CacheTopic[];
  /** Edits sent with a version: the record as it is now when the save lost the race (412). */
  current?: (context: ActionContext<C, S>) => Promise<Conflict['current']>;
  /** A refusal worded by the action instead of the field errors of the schema (a form that says one thing). */
  invalid?: (error: z.ZodError, checked: C & { me: Me }) => ActionResult<never> | Promise<ActionResult<never>>;
  /** A refusal worded by the action instead of the docs/domain/errors.md message of the API's error. */
  failed?: (error: ApiError, context: ActionContext<C, S>) => ActionResult<never> | Promise<ActionResult<never>>;
}

function allowed(access: ActionSpec<[], object, undefined, unknown, unknown>['access']): Promise<Me> {
  if (access === 'signedIn') return getCurrentUser();
  if (access === 'serviceOperator') return requireServiceOperator();
  return requirePermission(...access);
}

function expire(me: Me, topics: readonly CacheTopic[] | undefined): void {
  for (const topic of topics ?? []) updateTag(tenantTag(me.provider.id, topic));
}

export function defineAction<A extends unknown[], C extends object, S extends z.ZodType | undefined = undefined, R = unknown, D = undefined>(
  spec: ActionSpec<A, C, S, R, D>,
): (...args: A) => Promise<ActionResult<D>> {
  return async (...args: A): Promise<ActionResult<D>> => {
    const checked = spec.args(...args);
    if (!checked) return refusedInput();
    const me = await allowed(spec.access);
    let body: unknown = undefined;
    if (spec.schema) {
      const raw = spec.input ? spec.input({ ...checked, me }) : (checked as { input?: unknown }).input;
      const parsed = spec.schema.safeParse(raw);
      if (!parsed.success) return spec.invalid ? spec.invalid(parsed.error, { ...checked, me }) : invalid(parsed.error);
      body = parsed.data;
    }
    const context = { ...checked, me, body } as ActionContext<C, S>;
    const refused = await spec.guard?.(context);
    if (refused) return refused;
    let result: R;
    try {
      result = await spec.call(context);
    } catch (error) {
      if (spec.failed && error instanceof ApiError) return spec.failed(error, context);
      if (!(error instanceof ApiError && error.stale && spec.current)) return failure(error);
      // Someone saved first: the screens show their record, and the form gets it as it is now.
      expire(me, spec.changes);
      const lost = await failure(error);
      return lost.ok ? lost : { ...lost, conflict: { current: await spec.current(context) } };
    }
    expire(me, spec.changes);
    const [text, translate] = await Promise.all([spec.success(result, context), getTextTranslator()]);
    return spec.data ? { ok: true, message: translate(text), data: spec.data(result, context) } : { ok: true, message: translate(text) };
  };
}
