// The one way to write a server action (docs/contributing.md "Adding a server action"): a declaration of who may
// call it, what it takes, the /api/v2 call, what it says on success and what it changed. The builder runs the steps
// in one order for every action:
//   1. the raw arguments are checked (they come from the browser: a forged id is refused before anything else);
//      a form's posted FormData is read the same way (`form`), keeping what was typed for the refusal's state;
//   2. the user must hold one of the permissions (or only be signed in, or nothing for the signed-out pages);
//   3. the input is re-parsed with the contract schema (field errors keyed by path on failure);
//   4. `guard` may refuse with the user's rules (a feature that is off, a required CI);
//   5. the call; an API error becomes the docs/domain/errors.md message, a lost race (412) the record as it is now;
//   6. the tenant's cache tags for what changed are expired (updateTag), which also refreshes the user's screen;
//   7. the browser is sent on (`redirect`), or gets the success message and the data the form needs; a form the
//      browser posted itself may land on a page that shows its outcome instead (`landing`).
// Three answers: `ActionResult` for a call from a component, `FormState` for a form posted with useActionState
// (`form`), and the value itself for a read (`read`: only access and arguments, null for a refused argument).
import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import type { Me } from '@/contract/auth';
import { ApiError } from '../api-errors';
import { getTextTranslator } from '../i18n/server-texts';
import { getCurrentUser, requirePermission, requireServiceOperator } from '../session';
import { failure, invalid, Refused, refusedInput, type ActionResult, type Conflict } from './action-result';
import type { CacheTopic } from './cache-tags';
import { expireForAction } from './expire-tags';
import { toFormState, type FormState, type FormValues } from './form-state';
import { landOn, postedByTheBrowser } from './landing-outcome';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Any one of these permissions lets the user try (the backend checks again); 'signedIn' for the user's own things;
 * 'serviceOperator' for the operator's scope, which "*" does not include; 'public' for the signed-out pages' forms.
 */
export type Access = readonly string[] | 'signedIn' | 'serviceOperator' | 'public';
/** The signed-in user, or null for a public action (nobody need be signed in). */
type Who<P> = P extends 'public' ? null : Me;

/** What each step after the argument check gets: the checked arguments, the user and the parsed input. */
export type ActionContext<C, S, P = 'signedIn'> = C & { me: Who<P>; body: Parsed<S> };

interface Steps<C extends object, S extends z.ZodType | undefined, R, P extends Access> {
  access: P;
  /** The contract schema `input` (from the checked arguments) must pass. */
  schema?: S;
  /** The raw value the schema parses; `input` of the checked arguments unless said otherwise. */
  input?: (checked: C & { me: Who<P> }) => unknown;
  /** Refusals that depend on the user (a feature that is off, a required field); nothing to go on. */
  guard?: (context: ActionContext<C, S, P>) => ActionResult<never> | undefined | Promise<ActionResult<never> | undefined>;
  /** The work; it may throw `Refused` for a refusal it finds only once it has run. */
  call: (context: ActionContext<C, S, P>) => Promise<R>;
  /** The success message: a translated text, or one of the backend's fixed Spanish texts (translated here). */
  success?: (result: R, context: ActionContext<C, S, P>) => string | Promise<string>;
  /** Where the browser goes once it succeeded (a form posted without JavaScript lands there too); no answer then. */
  redirect?: (result: R, context: ActionContext<C, S, P>) => string | undefined;
  /** What the action changes: the tenant's tags for it are expired, the screen shows the change at once. */
  changes?: readonly CacheTopic[];
  /** Edits sent with a version: the record as it is now when the save lost the race (412). */
  current?: (context: ActionContext<C, S, P>) => Promise<Conflict['current']>;
  /** A refusal worded by the action instead of the field errors of the schema (a form that says one thing). */
  invalid?: (error: z.ZodError, checked: C & { me: Who<P> }) => ActionResult<never> | Promise<ActionResult<never>>;
  /** A refusal worded by the action instead of the docs/domain/errors.md message of the API's error. */
  failed?: (error: ApiError, context: ActionContext<C, S, P>) => ActionResult<never> | Promise<ActionResult<never>>;
}

/** An action called from a component: `(...args) => ActionResult`. */
export interface ActionSpec<A extends unknown[], C extends object, S extends z.ZodType | undefined, R, D, P extends Access> extends Steps<C, S, R, P> {
  /** The arguments as the browser sent them, checked: undefined refuses them ("Error inesperado!"), never a 500. */
  args: (...args: A) => C | undefined;
  /** What the form needs back besides the message. */
  data?: (result: R, context: ActionContext<C, S, P>) => D;
  form?: never;
  read?: never;
}

/** A form posted with useActionState: `(previous state, FormData) => FormState`, which works without JavaScript. */
export interface FormActionSpec<V extends FormValues, C extends object, S extends z.ZodType | undefined, R, P extends Access>
  extends Steps<C & { values: V }, S, R, P> {
  /**
   * The posted form read like `args`: what the schema parses (`input`), anything else the steps need, and `values`,
   * what the user typed (never a password), kept in every refusal's state. Undefined refuses it.
   */
  form: (form: FormData) => (C & { values: V }) | undefined;
  /**
   * Where a post the browser made itself (no JavaScript, or before the page's code ran) lands, showing the outcome
   * once (landing-outcome.ts): for a form whose own state the page could not show. With JavaScript the form gets it.
   */
  landing?: (checked: C & { values: V }) => string;
  args?: never;
  read?: never;
}

/** A read for a component (a key, a status): access and arguments only; answers the value, null for a refused argument. */
export interface ReadSpec<A extends unknown[], C extends object, R, P extends Access> {
  access: P;
  args: (...args: A) => C | undefined;
  read: (context: C & { me: Who<P> }) => Promise<R>;
  call?: never;
  form?: never;
}

function allowed(access: Access): Promise<Me | null> {
  if (access === 'public') return Promise.resolve(null);
  if (access === 'signedIn') return getCurrentUser();
  if (access === 'serviceOperator') return requireServiceOperator();
  return requirePermission(...access);
}

function expire(me: Me | null, topics: readonly CacheTopic[] | undefined): void {
  if (me && topics) expireForAction(me.provider.id, topics);
}

type AnySteps = Steps<object, z.ZodType | undefined, unknown, Access> & { data?: (result: unknown, context: never) => unknown };

/** Steps 2–7 for checked arguments: the outcome as an ActionResult (a redirect is thrown). */
async function run(spec: AnySteps, checked: object): Promise<ActionResult<unknown>> {
  const me = await allowed(spec.access);
  let body: unknown = undefined;
  if (spec.schema) {
    const raw = spec.input ? spec.input({ ...checked, me } as never) : (checked as { input?: unknown }).input;
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) return spec.invalid ? spec.invalid(parsed.error, { ...checked, me } as never) : invalid(parsed.error);
    body = parsed.data;
  }
  const context = { ...checked, me, body } as never;
  const refused = await spec.guard?.(context);
  if (refused) return refused;
  let result: unknown;
  try {
    result = await spec.call(context);
  } catch (error) {
    if (error instanceof Refused) return error.result;
    if (spec.failed && error instanceof ApiError) return spec.failed(error, context);
    if (!(error instanceof ApiError && error.stale && spec.current)) return failure(error);
    // Someone saved first: the screens show their record, and the form gets it as it is now.
    expire(me, spec.changes);
    const lost = await failure(error);
    return lost.ok ? lost : { ...lost, conflict: { current: await spec.current(context) } };
  }
  expire(me, spec.changes);
  const to = spec.redirect?.(result, context);
  if (to) redirect(to);
  const [text, translate] = await Promise.all([spec.success?.(result, context) ?? '', getTextTranslator()]);
  return spec.data ? { ok: true, message: translate(text), data: spec.data(result, context) } : { ok: true, message: translate(text) };
}

export function defineAction<V extends FormValues, C extends object, S extends z.ZodType | undefined = undefined, R = unknown, P extends Access = Access>(
  spec: FormActionSpec<V, C, S, R, P>,
): (previous: FormState<V>, form: FormData) => Promise<FormState<V>>;
export function defineAction<A extends unknown[], C extends object, R, P extends Access = Access>(spec: ReadSpec<A, C, R, P>): (...args: A) => Promise<R | null>;
export function defineAction<A extends unknown[], C extends object, S extends z.ZodType | undefined = undefined, R = unknown, D = undefined, P extends Access = Access>(
  spec: ActionSpec<A, C, S, R, D, P>,
): (...args: A) => Promise<ActionResult<D>>;
export function defineAction(declared: object): unknown {
  const spec = declared as AnySteps & {
    form?: (form: FormData) => { values: FormValues } | undefined;
    landing?: (checked: object) => string;
    args?: (...args: unknown[]) => object | undefined;
    read?: (context: object) => Promise<unknown>;
  };
  if (spec.form) {
    const read = spec.form;
    return async (_previous: unknown, form: unknown): Promise<FormState<FormValues>> => {
      const checked = form instanceof FormData ? read(form) : undefined;
      const result = checked ? await run(spec, checked) : await refusedInput();
      const state = toFormState(result, checked?.values, await getTextTranslator());
      if (checked && spec.landing && (await postedByTheBrowser())) {
        await landOn(spec.landing(checked), state.message ? { ok: state.ok === true, message: state.message } : null);
      }
      return state;
    };
  }
  const args = spec.args!;
  if (spec.read) {
    const read = spec.read;
    return async (...raw: unknown[]) => {
      const checked = args(...raw);
      if (!checked) return null;
      return read({ ...checked, me: await allowed(spec.access) });
    };
  }
  return async (...raw: unknown[]) => {
    const checked = args(...raw);
    return checked ? run(spec, checked) : refusedInput();
  };
}
