// Cross-site request refusal for route handlers that change data with the session cookie. Server actions get
// the same check from Next itself; route handlers do not, and a cross-site <form enctype="text/plain"> could
// otherwise post to them with the user's cookie (SameSite=Lax does not cover top-level POSTs from all browsers).
import 'server-only';

/** A 403 reply when the request comes from another site, else null. */
export function crossSiteRefusal(request: Request): Response | null {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let foreign = site === 'cross-site' || site === 'same-site';
  if (origin !== null) {
    try {
      foreign ||= origin === 'null' || new URL(origin).host !== host;
    } catch {
      foreign = true;
    }
  }
  return foreign ? Response.json({ ok: false, message: 'Solicitud de otro sitio rechazada.' }, { status: 403 }) : null;
}
