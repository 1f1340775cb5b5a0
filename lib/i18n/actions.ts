'use server';
// Switching language: saved on the server for a signed-in user (docs/domain/backend-calls.md), then in the cookie. The call names the
// full locale (POST /userlocale/es-UY, en-EN, es-corp as is: docs/domain/data-model.md, docs/domain/limits.md); the reply must name the same locale once
// both are matched (es-UY = es), else the error is "Locale setting failed" (docs/domain/errors.md), logged as "Error changing locale".
import { cookies } from 'next/headers';
import { getTranslations } from '@/lib/i18n/server';
import { localeReply } from '@/contract/auth';
import { fullLocaleCodes, localeReplyMatches, matchLocale } from '@/contract/locales';
import { Refused } from '../actions/action-result';
import { defineAction } from '../actions/define-action';
import { authedRequest, getSession } from '../session';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';

const localeFailed = async () => ({ ok: false as const, message: (await getTranslations('errors'))('localeFailed') });

/** Works signed out too: the cookie alone then. */
export const setLocaleAction = defineAction({
  access: 'public',
  args: (requested: string) => ({ requested, locale: typeof requested === 'string' ? matchLocale(requested) : null }),
  guard: async ({ requested, locale }) => {
    if (locale) return undefined;
    console.warn('Invalid locale', requested);
    return localeFailed();
  },
  call: async ({ locale }) => {
    const chosen = locale!; // the guard refused null
    if ((await getSession()).token) await saveLocale(fullLocaleCodes[chosen]);
    (await cookies()).set(LOCALE_COOKIE, chosen, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' });
  },
});

async function saveLocale(code: string): Promise<void> {
  let replied: string;
  try {
    replied = (await authedRequest(`/userlocale/${encodeURIComponent(code)}`, { method: 'POST', schema: localeReply })).locale;
  } catch (error) {
    console.error('Error changing locale', error);
    throw error;
  }
  if (!localeReplyMatches(code, replied)) {
    console.error('Error changing locale', new Error('Locale setting failed'), { requested: code, replied });
    throw new Refused(await localeFailed());
  }
}
