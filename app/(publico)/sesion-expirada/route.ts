// GET /sesion-expirada – ends a session whose token the backend refused, then shows sign-in.
// Server Components cannot clear cookies, so lib/session.ts redirects here.
import type { NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/auth/safe-next';
import { redirectToPath } from '@/lib/navigation/relative-redirect';
import { getSession } from '@/lib/session';

export async function GET(request: NextRequest) {
  const session = await getSession();
  session.destroy();
  const query = new URLSearchParams({ next: safeNextPath(request.nextUrl.searchParams.get('next')), expirada: '1' });
  // The API's reason, sealed (lib/auth/session-notice.ts): passed on as is; the sign-in screen opens it.
  const notice = request.nextUrl.searchParams.get('aviso');
  if (notice) query.set('aviso', notice);
  // Relative: behind a proxy the browser stays on the address it used (lib/navigation/relative-redirect.ts).
  return redirectToPath(`/iniciar-sesion?${query}`);
}
