// next-intl request config: no locale in the URL; the cookie decides, es (es-UY) by default.
import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import type { Locale } from '@/contract/locales';
import { LOCALE_COOKIE } from './locale-cookie';
import { loadMessages } from './messages';
import { resolveLocale } from './resolve-locale';
import { businessTimeZone } from '@/common/business-time';

/** Each locale's messages, loaded and merged once per process: the files never change while it runs. */
const messagesByLocale = new Map<Locale, ReturnType<typeof loadMessages>>();

function messagesOf(locale: Locale): ReturnType<typeof loadMessages> {
  let messages = messagesByLocale.get(locale);
  if (!messages) messagesByLocale.set(locale, (messages = loadMessages(locale)));
  return messages;
}

export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = resolveLocale(store.get(LOCALE_COOKIE)?.value);
  return { locale, messages: await messagesOf(locale), timeZone: businessTimeZone };
});
