'use client';
// next-intl inside a lazily loaded drawer or dialog: the messages of the modules it needs are imported with the
// chunk (lib/i18n/messages.ts), once per locale, so no catalogue is part of any page's first load.
import { NextIntlClientProvider } from 'next-intl';
import { use, type ReactNode } from 'react';
import type { Locale } from '@/contract/locales';
import { loadMessages, type MessageModule } from '@/lib/i18n/messages';
import { FormDrawer } from './form-drawer';

const cache = new Map<string, ReturnType<typeof loadMessages>>();

function messagesFor(locale: Locale, modules: readonly MessageModule[]) {
  const key = `${locale}:${modules.join(',')}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = loadMessages(locale, modules);
    cache.set(key, messages);
  }
  return messages;
}

export interface DrawerIntlProps {
  locale: Locale;
  timeZone: string;
  modules: readonly MessageModule[];
  children: ReactNode;
}

export function DrawerIntl({ locale, timeZone, modules, children }: DrawerIntlProps) {
  const messages = use(messagesFor(locale, modules));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

export interface IntlFormDrawerProps extends Omit<DrawerIntlProps, 'children'> {
  labels: { title: string; close: string };
  onClose: () => void;
  children: ReactNode;
}

/** A drawer chunk's root: the side drawer, open, with next-intl for the form inside it. */
export function IntlFormDrawer({ labels, onClose, children, ...intl }: IntlFormDrawerProps) {
  return (
    <DrawerIntl {...intl}>
      <FormDrawer open onOpenChange={(open) => !open && onClose()} title={labels.title} closeLabel={labels.close}>
        {children}
      </FormDrawer>
    </DrawerIntl>
  );
}
