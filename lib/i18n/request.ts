// next-intl request config: no locale in the URL; the cookie decides, es (es-UY) by default.
import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE } from './locale-cookie';
import { loadMessages } from './messages';
import { resolveLocale } from './resolve-locale';

export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = resolveLocale(store.get(LOCALE_COOKIE)?.value);
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'America/Montevideo',
  };
});
