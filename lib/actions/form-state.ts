// What a form posted with useActionState gets back from its action (defineAction's `form` mode): it works before and
// without JavaScript, so everything the page shows after a refusal is in here, in the user's language.
import type { ActionResult } from './action-result';

/** What the user typed, by field name (a ticked box as 'on' or true): never a password. */
export type FormValues = Partial<Record<string, string | boolean>>;

export interface FormState<V extends FormValues = Record<string, string>> {
  ok?: boolean;
  /** The form's own message: a success, or a refusal that no field says. */
  message?: string;
  /** By field name or path ("client.email"). */
  fieldErrors?: Record<string, string>;
  /** What was typed, to refill the form after a refusal: nothing the user typed is lost. */
  values?: V;
  /** Refused for want of credits: the form offers buying some. */
  needsCredits?: boolean;
}

/**
 * An action's answer (its success message already in the user's language) as the form's state, the refusal's texts
 * through `translate` (a schema's or a guard's Spanish; the translator leaves translated text as it is): a refusal
 * keeps the typed values, and says its field errors on the fields only (the form's message is for what no field says).
 */
export function toFormState<V extends FormValues>(result: ActionResult<unknown>, values: V | undefined, translate: (text: string) => string): FormState<V> {
  if (result.ok) return result.message ? { ok: true, message: result.message } : { ok: true };
  const fieldErrors = result.fieldErrors && Object.keys(result.fieldErrors).length > 0 ? result.fieldErrors : undefined;
  return {
    ok: false,
    ...(fieldErrors
      ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, translate(text)])) }
      : result.message
        ? { message: translate(result.message) }
        : {}),
    ...(values ? { values } : {}),
    ...(result.needsCredits ? { needsCredits: true } : {}),
  };
}
