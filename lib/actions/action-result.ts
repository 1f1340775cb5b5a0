// The shape every server action answers, and the helpers that turn a call's outcome into it.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import type { z } from 'zod';
import { ApiError, errorText } from '../api-errors';
import { getTextTranslator, translateFieldErrors } from '../i18n/server-texts';
import { fieldErrorsOf } from '../forms/field-errors';

export type ActionResult<T = undefined> =
  | { ok: true; message: string; data?: T }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string>;
      conflict?: Conflict;
      /** Refused for want of credits (402): the form offers buying some instead of a dead end. */
      needsCredits?: boolean;
    };

/** A save refused because someone else saved first (412 on If-Match): their record, as it is now. */
export interface Conflict {
  /** The current record (null when it was deleted meanwhile). */
  current: ({ version?: number } & Record<string, unknown>) | null;
}

/**
 * Thrown by an action's call for a refusal found only once the call has run (a nested action's refusal, a reply that
 * does not match what was asked): the action answers it as it is.
 */
export class Refused extends Error {
  constructor(readonly result: ActionResult<never> & { ok: false }) {
    super(result.message);
    this.name = 'Refused';
  }
}

/** The docs/domain/errors.md message of a failed call; anything that is not an API error (redirects included) propagates. */
export async function failure(error: unknown): Promise<ActionResult<never>> {
  if (!(error instanceof ApiError)) throw error;
  const [t, translate] = await Promise.all([getTranslations('errors'), getTextTranslator()]);
  return {
    ok: false,
    message: translate(errorText(error, t)),
    fieldErrors: translateFieldErrors(error.fieldErrors, translate),
    ...(error.status === 402 ? { needsCredits: true } : {}),
  };
}

/** A contract parse failure as the form's field errors, keyed by path ("client.email"). */
export function invalid(error: z.ZodError): ActionResult<never> {
  const fieldErrors = fieldErrorsOf(error);
  return { ok: false, message: Object.values(fieldErrors)[0] ?? '', fieldErrors };
}

/**
 * Arguments none of our screens sends (a forged or broken call: a non-integer id, a wrong type): refused like any
 * failure with the catalogue's "Error inesperado!". Never thrown: a throw in a server action answers 500.
 */
export async function refusedInput(): Promise<ActionResult<never>> {
  const t = await getTranslations('errors');
  return { ok: false, message: t('unexpected') };
}

/** Ids come from the browser: anything but a positive integer is refused before any call. */
export function isRecordId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

/** The version an edit form was loaded with (from the browser): a positive integer, or no check at all. */
export function editVersion(version: unknown): number | undefined {
  return isRecordId(version) ? version : undefined;
}

/** defineAction's `args` of an edit: a record id, the form's input, and the version the form was loaded with. */
export function editArgs(id: unknown, input: unknown, version?: unknown): { id: number; input: unknown; version: number | undefined } | undefined {
  return isRecordId(id) ? { id, input, version: editVersion(version) } : undefined;
}
