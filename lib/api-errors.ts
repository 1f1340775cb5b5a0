// docs/domain/errors.md error catalogue: turns an /api/v2 error reply into what the screen shows.
import { messageErrorBody, preconditionErrorBody, validationErrorBody } from '@/contract/common';
import { apiErrorDigest } from './api-error-digest';

/** Keys under messages/<locale>/errors.json for replies that carry no usable message. */
export type ErrorMessageKey = 'insufficientBalance' | 'unexpected';

export class ApiError extends Error {
  /** What an error page shows when a server render throws this (api-error-digest.ts). */
  digest: string;

  constructor(
    readonly status: number,
    /** Messages from the server, already user-facing (first message per field or entry). */
    readonly messages: string[],
    /** Field → first message, for 422 replies; forms put these on their fields. */
    readonly fieldErrors: Record<string, string>,
    /** Shown when `messages` is empty. */
    readonly fallbackKey: ErrorMessageKey,
    /** 401 or "Unauthenticated.": the session is over, sign in again. */
    readonly sessionEnded: boolean,
    /** 412 on `version`: someone saved the record after this edit started (If-Match); show theirs. */
    readonly stale = false,
  ) {
    super(messages[0] ?? fallbackKey);
    this.name = 'ApiError';
    this.digest = apiErrorDigest(status, messages[0]);
  }

  /** The id of the reply that failed (X-Request-Id), for the error page to show and the logs to find. */
  ofRequest(requestId: string | null): this {
    this.digest = apiErrorDigest(this.status, this.messages[0], requestId);
    return this;
  }
}

const withServerMessage = new Set([400, 403, 404, 429, 500, 503]);

function firstOfEach(record: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, list]) => (list[0] ? [[key, list[0]] as const] : [])),
  );
}

export function toApiError(status: number, body: unknown): ApiError {
  const message = messageErrorBody.safeParse(body);
  const serverMessage = message.success ? message.data.message : undefined;

  if (status === 401 || serverMessage === 'Unauthenticated.') {
    return new ApiError(status, serverMessage ? [serverMessage] : [], {}, 'unexpected', true);
  }
  if (status === 422) {
    const parsed = validationErrorBody.safeParse(body);
    const fieldErrors = parsed.success ? firstOfEach(parsed.data.errors) : {};
    const messages = Object.values(fieldErrors);
    return new ApiError(status, messages.length ? messages : serverMessage ? [serverMessage] : [], fieldErrors, 'unexpected', false);
  }
  if (status === 412) {
    const parsed = preconditionErrorBody.safeParse(body);
    const entries = parsed.success ? firstOfEach(parsed.data.error) : {};
    // Each entry names what failed ("door", "code"), which a form may show on a field; "version" is a lost race.
    const { version, ...fieldErrors } = entries;
    return new ApiError(status, Object.values(entries), fieldErrors, 'unexpected', false, version !== undefined);
  }
  if (status === 402) return new ApiError(status, [], {}, 'insufficientBalance', false);
  if (withServerMessage.has(status)) {
    return new ApiError(status, serverMessage ? [serverMessage] : [], {}, 'unexpected', false);
  }
  return new ApiError(status, [], {}, 'unexpected', false);
}

/** The text to show: the server's messages, or the catalogue's fallback translated by `t`. */
export function errorText(error: ApiError, t: (key: ErrorMessageKey) => string): string {
  return error.messages.length ? error.messages.join('\n') : t(error.fallbackKey);
}
