// A zod failure as a form's field errors: the first message of each field. The one loop every form path uses.
import type { z } from 'zod';

interface Keys {
  /** Key by the first path segment only (forms with flat fields) instead of the whole path ("client.email"). */
  topLevel?: boolean;
  /** The key of an issue about the whole input (an empty path) when keying by the first segment. */
  root?: string;
}

export function fieldErrorsOf(error: z.ZodError, { topLevel = false, root = 'form' }: Keys = {}): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[topLevel ? String(issue.path[0] ?? root) : issue.path.join('.')] ??= issue.message;
  return fieldErrors;
}
