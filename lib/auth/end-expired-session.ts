// What /sesion-expirada does with the session cookie it is asked to end. It is reached by a plain GET, so any site
// can link to it; its purpose is a token the backend refused (lib/session.ts sends the browser here then), so:
// - a token the backend refuses (expired, idle, revoked, a resident's) is cleared whoever asks, and revoked on the
//   API on the way (a resident's is still alive there): no live token outlives the cookie that held it;
// - a token the backend still accepts is left alone, unless the browser says the request came from this very
//   site (Sec-Fetch-Site: same-origin, which no other site can send): a stranger's link signs nobody out.
//   From this site it is the app's own redirect after some call refused the token: ending it then is what stops
//   the browser going from the page to here and back.
import 'server-only';
import { getSession, userOfToken } from '../session';
import { revokeToken } from './sign-in';

/**
 * Whether the backend still takes this token: no only when it refuses it. A backend that does not answer (down,
 * slow) confirms nothing either way, and a stranger's link must not sign everybody out during an outage: the
 * session is kept then.
 */
async function acceptedByBackend(token: string): Promise<boolean> {
  return userOfToken(token).then((user) => user !== null, () => true);
}

/** 'kept' when the session is alive and the request did not come from this site; otherwise the cookie is cleared. */
export async function endExpiredSession(request: Request): Promise<'ended' | 'kept'> {
  const session = await getSession();
  const token = session.token;
  if (token) {
    const fromThisSite = request.headers.get('sec-fetch-site') === 'same-origin';
    if (!fromThisSite && (await acceptedByBackend(token))) return 'kept';
    await revokeToken(token, 'endExpiredSession: could not revoke the token');
  }
  session.destroy();
  return 'ended';
}
