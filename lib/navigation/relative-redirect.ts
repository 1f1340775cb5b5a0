// Redirects from route handlers carry a relative Location (RFC 9110 §10.2.2): the browser resolves it against the
// address it asked for, so behind a reverse proxy it stays on the public origin. Next's request.url names the
// server's own listening address (http://localhost:PORT), which is what an absolute redirect built from it sent
// every expired session to. A relative one believes no Host or X-Forwarded-* header at all, so it is right with any
// TRUSTED_PROXY_HOPS. Redirects from proxy.ts are made relative by Next itself; redirect() from next/navigation
// is relative already (decision 0044).
import 'server-only';

/** A 307 (or `status`) to `path` on this site, which must be a path of ours ("/…", not "//…"). */
export function redirectToPath(path: string, status: 302 | 303 | 307 = 307): Response {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) throw new Error(`not a path of this site: ${path}`);
  return new Response(null, { status, headers: { location: path } });
}
