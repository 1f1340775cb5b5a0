// The state of the account forms (settings, registration, reset): posted to server actions with
// useActionState, so they work before (and without) JavaScript; field errors come from the contract's
// Spanish messages (docs/domain/validation.md) or the backend's 422 body.
import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../api-errors';
import { getTextTranslator, translateFieldErrors } from '../i18n/server-texts';
import { fieldErrorsOf } from '../forms/field-errors';

export interface FormState {
  ok?: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  /** What the user typed (never passwords), to refill the form after an error. */
  values?: Record<string, string>;
}

export async function invalidState(error: z.ZodError, values: Record<string, string>): Promise<FormState> {
  return { ok: false, fieldErrors: translateFieldErrors(fieldErrorsOf(error, { topLevel: true }), await getTextTranslator()), values };
}

/** A failed call as the form's state: field errors of a 422, else the docs/domain/errors.md message; in the user's language. */
export async function failedState(error: unknown, values: Record<string, string>, fallback: string): Promise<FormState> {
  if (!(error instanceof ApiError)) throw error;
  const translate = await getTextTranslator();
  const fieldErrors = translateFieldErrors(error.fieldErrors, translate);
  const hasFields = fieldErrors && Object.keys(fieldErrors).length > 0;
  return { ok: false, message: hasFields ? undefined : error.messages[0] ? translate(error.messages[0]) : fallback, fieldErrors, values };
}

/** A call's success as the form's state, its message in the user's language. */
export async function doneState(message: string): Promise<FormState> {
  return { ok: true, message: (await getTextTranslator())(message) };
}
