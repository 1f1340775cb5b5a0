'use server';
// Switching language: saved on the server for a signed-in user (docs/domain/backend-calls.md), then in the cookie. The call names the
// full locale (POST /userlocale/es-UY, en-EN, es-corp as is: docs/domain/data-model.md, docs/domain/limits.md); the reply must name the same locale once
// both are matched (es-UY = es), else the error is "Locale setting failed" (docs/domain/errors.md), logged as "Error changing locale".
import { cookies } from 'next/headers';
import { getTranslations } from '@/lib/i18n/server';
import { localeReply } from '@/contract/auth';
import { fullLocaleCodes, localeReplyMatches, matchLocale } from '@/contract/locales';
import { ApiError, errorText } from '../api-errors';
import { authedRequest, getSession } from '../session';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';

export type SetLocaleResult = { ok: true } | { ok: false; message: string };

// eslint-disable-next-line no-restricted-syntax -- works signed out too (the cookie), not yet on defineAction
export async function setLocaleAction(requested: string): Promise<SetLocaleResult> {
  const t = await getTranslations('errors');
  const locale = typeof requested === 'string' ? matchLocale(requested) : null;
  if (!locale) {
    console.warn('Invalid locale', requested);
    return { ok: false, message: t('localeFailed') };
  }
  if ((await getSession()).token) {
    const code = fullLocaleCodes[locale];
    try {
      const reply = await authedRequest(`/userlocale/${encodeURIComponent(code)}`, { method: 'POST', schema: localeReply });
      if (!localeReplyMatches(code, reply.locale)) {
        console.error('Error changing locale', new Error('Locale setting failed'), { requested: code, replied: reply.locale });
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
