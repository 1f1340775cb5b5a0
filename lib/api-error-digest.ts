// How an API error thrown while a page renders on the server reaches its error page (spec §8: "an error page with
// the status code and message"). In production Next sends the browser an error's digest only, never its message,
// and keeps a digest the error already carries; so an ApiError carries its status and the server's user-facing
// message (already meant for the screen, as in a toast) as its digest, and the error page reads them back.

const prefix = 'API_ERROR;';
/** A digest travels in the page's payload: a long message is cut, never the page's weight. */
const maxMessageLength = 300;

export function apiErrorDigest(status: number, message: string | undefined): string {
  return `${prefix}${status};${(message ?? '').slice(0, maxMessageLength)}`;
}

/** The status and message an ApiError's digest holds, or null for any other digest (Next's own hash). */
export function readApiErrorDigest(digest: string): { status: number; message: string | null } | null {
  if (!digest.startsWith(prefix)) return null;
  const rest = digest.slice(prefix.length);
  const separator = rest.indexOf(';');
  if (separator < 0) return null;
  const status = Number(rest.slice(0, separator));
  if (!Number.isInteger(status)) return null;
  return { status, message: rest.slice(separator + 1) || null };
}
