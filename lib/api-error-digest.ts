// How an API error thrown while a page renders on the server reaches its error page (docs/domain/errors.md: "an error page with
// the status code and message"). In production Next sends the browser an error's digest only, never its message,
// and keeps a digest the error already carries; so an ApiError carries its status and the server's user-facing
// message (already meant for the screen, as in a toast) as its digest, and the error page reads them back, with
// the request id of the reply (X-Request-Id) for the user to quote: the request's log line carries the same id.

const prefix = 'API_ERROR;';
/** A digest travels in the page's payload: a long message is cut, never the page's weight. */
const maxMessageLength = 300;

/** Request ids are plain ([\w-]; backend/ops/request-context.ts), so they never hold the separator. */
export function apiErrorDigest(status: number, message: string | undefined, requestId?: string | null): string {
  return `${prefix}${status};${requestId ?? ''};${(message ?? '').slice(0, maxMessageLength)}`;
}

/** The status, request id and message an ApiError's digest holds, or null for any other digest (Next's own hash). */
export function readApiErrorDigest(digest: string): { status: number; requestId: string | null; message: string | null } | null {
  const parts = /^API_ERROR;(-?\d+);([\w-]*);([\s\S]*)$/.exec(digest);
  if (!parts) return null;
  return { status: Number(parts[1]), requestId: parts[2] || null, message: parts[3] || null };
}
