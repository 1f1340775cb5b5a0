'use server';
// Switching language: saved on the server for a signed-in user (spec §7), then in the cookie.
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { localeReply } from '@/contract/auth';
import { matchLocale } from '@/contract/locales';
import { ApiError, errorText } from '../api-errors';
import { authedRequest, getSession } from '../session';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';

export type SetLocaleResult = { ok: true } | { ok: false; message: string };

export async function setLocaleAction(requested: string): Promise<SetLocaleResult> {
  const t = await getTranslations('errors');
  const locale = typeof requested === 'string' ? matchLocale(requested) : null;
  if (!locale) {
    console.warn('Invalid locale', requested);
    return { ok: false, message: t('localeFailed') };
  }
  if ((await getSession()).token) {
    try {
      const reply = await authedRequest(`/userlocale/${encodeURIComponent(locale)}`, { method: 'POST', schema: localeReply });
      if (matchLocale(reply.locale) !== locale) {
        console.error('Error changing locale', 'Locale setting failed', reply.locale);
        return { ok: false, message: t('localeFailed') };
      }
    } catch (error) {
      console.error('Error changing locale', error);
      return { ok: false, message: error instanceof ApiError ? errorText(error, (k) => t(k)) : t('unexpected') };
    }
  }
  (await cookies()).set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' });
  return { ok: true };
}
