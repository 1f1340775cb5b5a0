// The administration actions' common path: check the permission, re-parse the input with the contract, call
// /api/v2, revalidate the screen, answer an ActionResult. Each action file is one concern and a few lines.
import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { requirePermission } from '../session';
import { ApiError } from '../api-errors';
import { getTextTranslator } from '../i18n/server-texts';
import { failure, invalid, type ActionResult, type Conflict } from './action-result';

interface Call<T> {
  /** Any one of these lets the user try (the backend checks again). */
  permissions: string[];
  /** The screen to refresh after a change. */
  revalidate: string | string[];
  call: () => Promise<T>;
  /** The success message (a server reply's message, or a translated text). */
  message: (result: T) => string | Promise<string>;
  /** Edits sent with a version: reads the record as it is now when the save lost the race (412 stale). */
  current?: () => Promise<Conflict['current']>;
}

export async function runAction<T>({ permissions, revalidate, call, message, current }: Call<T>): Promise<ActionResult> {
  await requirePermission(...permissions);
  let result: T;
  try {
    result = await call();
  } catch (error) {
    if (error instanceof ApiError && error.stale && current) {
      for (const path of [revalidate].flat()) revalidatePath(path);
      const refused = await failure(error);
      return refused.ok ? refused : { ...refused, conflict: { current: await current() } };
    }
    return failure(error);
  }
  for (const path of [revalidate].flat()) revalidatePath(path);
  const [text, translate] = await Promise.all([message(result), getTextTranslator()]);
  return { ok: true, message: translate(text) };
}

/** As runAction, for a form: the input is parsed with the contract schema first (field errors on failure). */
export async function runFormAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  options: Omit<Call<T>, 'call'> & { call: (body: z.output<S>) => Promise<T> },
): Promise<ActionResult> {
  await requirePermission(...options.permissions);
  const parsed = schema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return runAction({ ...options, call: () => options.call(parsed.data) });
}
