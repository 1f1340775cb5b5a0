// GET /sesion-expirada – ends a session whose token the backend refused, then shows sign-in.
// Server Components cannot clear cookies, so lib/session.ts redirects here. Another site's link to this address
// cannot end a live session (lib/auth/end-expired-session.ts).
import type { NextRequest } from 'next/server';
import { endExpiredSession } from '@/lib/auth/end-expired-session';
import { safeNextPath } from '@/lib/auth/safe-next';
import { redirectToPath } from '@/lib/navigation/relative-redirect';

export async function GET(request: NextRequest) {
  const next = safeNextPath(request.nextUrl.searchParams.get('next'));
  // Relative: behind a proxy the browser stays on the address it used (lib/navigation/relative-redirect.ts).
  if ((await endExpiredSession(request)) === 'kept') return redirectToPath(next);
  const query = new URLSearchParams({ next, expirada: '1' });
  // The API's reason, sealed (lib/auth/session-notice.ts): passed on as is; the sign-in screen opens it.
  const notice = request.nextUrl.searchParams.get('aviso');
  if (notice) query.set('aviso', notice);
  return redirectToPath(`/iniciar-sesion?${query}`);
}
