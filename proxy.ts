// Optimistic redirects only (Next 16's middleware): signed-out → /iniciar-sesion?next=…, signed-in away from it;
// each page's Content-Security-Policy with a fresh nonce; kept pages (lib/render-cache); the outcome a form posted
// without JavaScript lands with (lib/actions/landing-outcome.ts). Authorization lives in
// the data layer (lib/session.ts); a bypassed proxy lets nobody in (CVE-2025-29927), which the security suite
// proves by running its page matrix a second time with SECURITY_TEST_DISABLE_PROXY=1.
import { NextResponse, type NextRequest } from 'next/server';
import { isOversizedActionCall, serverActionBodyTooLargeMessage } from '@/lib/security/action-body-limit';
import { contentSecurityPolicy, newNonce, proxyDisabledVariable } from '@/lib/security/headers';
import { serveKeptPage } from '@/lib/render-cache/serve-kept-page';
import { landingOutcomeCookie, landingOutcomeHeader } from '@/lib/actions/landing-outcome-names';
import { openSession, sessionOptions } from '@/lib/session-config';

const LOGIN = '/iniciar-sesion';

/** Pages open to anyone: sign-in, registration, public lookups, payment results, the session-expired handler, MapLibre's worker script. */
const publicPaths = [/^\/iniciar-sesion$/, /^\/mapa\/worker$/, /^\/registro$/, /^\/recuperar-contrasena$/, /^\/restablecer-contrasena$/, /^\/boarding-pass$/, /^\/solicitud-de-datos$/, /^\/sesion-expirada$/, /^\/[a-z0-9-]+\/(success|failure|pending)$/];

async function sessionToken(request: NextRequest): Promise<string | undefined> {
  const sealed = request.cookies.get(sessionOptions().cookieName)?.value;
  if (!sealed) return undefined;
  try {
    return (await openSession(sealed)).token;
  } catch {
    return undefined;
  }
}

const redirectsOff = process.env[proxyDisabledVariable] === '1';

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Before anything reads it: Next's own limit would answer an oversized action body with a 500.
  if (isOversizedActionCall(request)) return NextResponse.json({ message: serverActionBodyTooLargeMessage }, { status: 413 });

  if (!redirectsOff) {
    const token = await sessionToken(request);
    if (pathname === LOGIN && token) return NextResponse.redirect(new URL('/', request.url));
    if (!token && !publicPaths.some((p) => p.test(pathname))) {
      const login = new URL(LOGIN, request.url);
      login.searchParams.set('next', `${pathname}${search}`);
      return NextResponse.redirect(login);
    }
    const kept = token && (await serveKeptPage(request, token));
    if (kept) return kept;
  }

  // Next reads the policy on the request to put the nonce on its scripts; the browser reads it on the reply.
  const policy = contentSecurityPolicy(newNonce());
  const forwarded = new Headers(request.headers);
  // The data layer reads this to send an expired session back to the same page.
  forwarded.set('x-pathname', `${pathname}${search}`);
  forwarded.set('content-security-policy', policy);
  // A form's outcome is shown once by the page it landed on (lib/actions/landing-outcome.ts): this load gets it and
  // the browser forgets it. A header, because the page would see the cookie as expired already. Only on a GET: a
  // post's own answer may set a new one.
  forwarded.delete(landingOutcomeHeader);
  const landed = request.method === 'GET' ? request.cookies.get(landingOutcomeCookie)?.value : undefined;
  if (landed) forwarded.set(landingOutcomeHeader, landed);
  const response = NextResponse.next({ request: { headers: forwarded } });
  response.headers.set('content-security-policy', policy);
  if (landed) response.cookies.set(landingOutcomeCookie, '', { path: pathname, maxAge: 0 });
  return response;
}

export const config = {
  // Static assets, the API (bearer tokens, checked by the backend), its public reference (a policy of its own), the
  // probes and files in public/ skip the proxy.
  matcher: ['/((?!_next/static|_next/image|api/|api-docs|healthz|readyz|favicon\\.ico|icon\\.svg|robots\\.txt|sw\\.js).*)'],
};
