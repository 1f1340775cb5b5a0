// GET /sesion-expirada – ends a session whose token the backend refused, then shows sign-in.
// Server Components cannot clear cookies, so lib/session.ts redirects here.
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/auth/safe-next';
import { getSession } from '@/lib/session';

export async function GET(request: NextRequest) {
  const session = await getSession();
  session.destroy();
  const login = new URL('/iniciar-sesion', request.url);
  login.searchParams.set('next', safeNextPath(request.nextUrl.searchParams.get('next')));
  login.searchParams.set('expirada', '1');
  // The API's reason, sealed (lib/auth/session-notice.ts): passed on as is; the sign-in screen opens it.
  const notice = request.nextUrl.searchParams.get('aviso');
  if (notice) login.searchParams.set('aviso', notice);
  return NextResponse.redirect(login);
}
