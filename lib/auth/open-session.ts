// Signs in with an e-mail and password and keeps the token in the session, with the user's saved language as the
// locale cookie: the sign-in form and the registration (which signs the new user in) share it.
import 'server-only';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../i18n/locale-cookie';
import { resolveLocale } from '../i18n/resolve-locale';
import { getSession } from '../session';
import { signInWithPassword } from './sign-in';

/**
 * Throws what signInWithPassword throws (wrong credentials, a refused user, the API down); nothing is kept then.
 * Returns where the user starts (sign-in.ts `home`).
 */
export async function openSession(credentials: { email: string; password: string }): Promise<string> {
  const { token, locale, home } = await signInWithPassword(credentials);
  const session = await getSession();
  session.token = token;
  await session.save();
  if (locale !== null) (await cookies()).set(LOCALE_COOKIE, resolveLocale(locale), { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' });
  return home;
}
