// What the error pages show of an error (docs/domain/errors.md: the status code, 500 unless known, and the message).
// An ApiError carries its status and the server's message for the user in its digest (lib/api-error-digest.ts),
// which is all of it that reaches the browser when a page threw it on the server. Any other error is 500 with its
// digest as a reference for the logs (an API error shows its request id as the reference), and never shows its message, which may hold details not meant for the user.
import { readApiErrorDigest } from '@/lib/api-error-digest';

const defaultErrorStatus = 500;

export interface ShownError {
  status: number;
  /** The server's message for the user, if it sent one. */
  message: string | null;
  /** To find the request in the logs: an API error's request id, or Next's digest of an unexpected error. */
  reference: string | null;
}

export function shownError(error: unknown): ShownError {
  const digest = typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;
  const fromApi = digest === null ? null : readApiErrorDigest(digest);
  if (fromApi && fromApi.status >= 400 && fromApi.status <= 599) return { status: fromApi.status, message: fromApi.message, reference: fromApi.requestId };
  return { status: defaultErrorStatus, message: null, reference: digest };
}
