'use client';
// next-intl for a dialog chunk loaded on demand: the first load ships no next-intl client runtime, so a
// dialog that needs translations brings the provider and its message modules with it, always with 'errors' (a
// form whose request fails says the catalogue's "Error inesperado!").
import { NextIntlClientProvider } from 'next-intl';
import { use, type ReactNode } from 'react';
import type { Locale } from '@/contract/locales';
import { loadMessages, type MessageModule } from '@/lib/i18n/messages';

const cache = new Map<string, ReturnType<typeof loadMessages>>();

function messagesFor(locale: Locale, chosen: readonly MessageModule[]) {
  const modules = chosen.includes('errors') ? chosen : [...chosen, 'errors' as const];
  const key = `${locale}:${modules.join(',')}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = loadMessages(locale, modules);
    cache.set(key, messages);
  }
  return messages;
}

/** Starts loading the message modules a provider with these props will need, so it renders at once. */
export function preloadMessages(locale: Locale, modules: readonly MessageModule[]) {
  void messagesFor(locale, modules).catch(() => {});
}

export interface IntlChunkProviderProps {
  locale: Locale;
  timeZone: string;
  modules: readonly MessageModule[];
  children: ReactNode;
}

export function IntlChunkProvider({ locale, timeZone, modules, children }: IntlChunkProviderProps) {
  const messages = use(messagesFor(locale, modules));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
