// Cross-site request refusal for route handlers that change data with the session cookie (server actions get
// Next's own Origin check). SameSite=Lax keeps the cookie off most cross-site requests; this closes the rest,
// e.g. a cross-site <form enctype="text/plain"> POST. Non-browser clients send no Origin: the cookie still applies.
import 'server-only';

/** Whether the request comes from this site (or from no browser at all). */
export function sameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" (sandboxed frames, some redirects) or garbage
  }
}
