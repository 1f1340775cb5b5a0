// The message the API gave when it refused a session (a 401), carried to the sign-in screen, which shows it
// (docs/decisions/0041-session-notice.md). It travels in the URL sealed with the session secret, so nobody can make the
// sign-in screen show a text of their choosing through a link; a seal older than a few minutes opens to nothing.
import { sealData, unsealData } from 'iron-session';
import { sessionOptions } from '@/lib/session-config';

/** The API's generic "no live session" text: the sign-in screen says that in the user's language instead. */
const genericRefusal = 'Unauthenticated.';
const noticeTtlSeconds = 300;

/** The sealed notice for a refusal's message, or null when it has nothing beyond the generic refusal. */
export async function sealSessionNotice(message: string | undefined): Promise<string | null> {
  if (!message || message === genericRefusal) return null;
  return sealData({ message }, { password: sessionOptions().password, ttl: noticeTtlSeconds });
}

/** The message a sealed notice carries; null for anything else (missing, altered, expired). */
export async function openSessionNotice(sealed: unknown): Promise<string | null> {
  if (typeof sealed !== 'string' || sealed.length === 0 || sealed.length > 2000) return null;
  try {
    const data = await unsealData<{ message?: unknown }>(sealed, { password: sessionOptions().password, ttl: noticeTtlSeconds });
    return typeof data.message === 'string' && data.message ? data.message.slice(0, 300) : null;
  } catch {
    return null;
  }
}
