// Optimistic redirects only (Next 16's middleware): signed-out → /iniciar-sesion?next=…, signed-in away from it.
// Authorization lives in the data layer (lib/session.ts); a bypassed proxy lets nobody in (CVE-2025-29927).
import { NextResponse, type NextRequest } from 'next/server';
import { openSession, sessionOptions } from '@/lib/session-config';

const LOGIN = '/iniciar-sesion';

/** Pages open to anyone: sign-in, registration, public lookups, payment results, the session-expired handler. */
const publicPaths = [/^\/iniciar-sesion$/, /^\/registro$/, /^\/recuperar-contrasena$/, /^\/restablecer-contrasena$/, /^\/boarding-pass$/, /^\/solicitud-de-datos$/, /^\/sesion-expirada$/, /^\/[a-z0-9-]+\/(success|failure|pending)$/];

async function hasSession(request: NextRequest): Promise<boolean> {
  const sealed = request.cookies.get(sessionOptions().cookieName)?.value;
  if (!sealed) return false;
  try {
    return Boolean((await openSession(sealed)).token);
  } catch {
    return false;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const signedIn = await hasSession(request);

  if (pathname === LOGIN && signedIn) return NextResponse.redirect(new URL('/', request.url));

  if (!signedIn && !publicPaths.some((p) => p.test(pathname))) {
    const login = new URL(LOGIN, request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }

  // The data layer reads this to send an expired session back to the same page.
  const forwarded = new Headers(request.headers);
  forwarded.set('x-pathname', `${pathname}${search}`);
  return NextResponse.next({ request: { headers: forwarded } });
}

export const config = {
  // Static assets, the API (bearer tokens, checked by the backend) and files in public/ skip the proxy.
  matcher: ['/((?!_next/static|_next/image|api/|favicon\\.ico|icon\\.svg|robots\\.txt|sw\\.js).*)'],
};
