// next-intl request config: no locale in the URL; the cookie decides, es (es-UY) by default.
import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { _createCache as createFormatCache } from 'use-intl/core';
import type { Locale } from '@/contract/locales';
import { LOCALE_COOKIE } from './locale-cookie';
import { loadMessages } from './messages';
import { resolveLocale } from './resolve-locale';

/** Each locale's messages, loaded and merged once per process: the files never change while it runs. */
const messagesByLocale = new Map<Locale, ReturnType<typeof loadMessages>>();

function messagesOf(locale: Locale): ReturnType<typeof loadMessages> {
  let messages = messagesByLocale.get(locale);
  if (!messages) messagesByLocale.set(locale, (messages = loadMessages(locale)));
  return messages;
}

/**
 * Compiled messages, kept for the process instead of per request (issue 9). next-intl compiles every message with
 * values again on each request (an IntlMessageFormat each: parse, locale resolution, plural rules), which was 5 %
 * of a page's CPU. Its translators take their message cache from the config's `_cache` (use-intl's
 * createTranslator); keys are the message text, locale and formats, so entries never go stale and stay bounded by
 * the message files. The Intl formatters themselves stay per request (next-intl's `_formatters`).
 */
const compiledMessages = createFormatCache();

export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = resolveLocale(store.get(LOCALE_COOKIE)?.value);
  // Returned through a variable: `_cache` is not in next-intl's public config type, which a literal would be checked against.
  const config = { locale, messages: await messagesOf(locale), timeZone: 'America/Montevideo', _cache: compiledMessages };
  return config;
});
