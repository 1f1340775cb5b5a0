// Gives the bookings screens' client components the `bookings` messages, and only to those screens: the root
// layout sends just the namespaces every page needs. A nested provider replaces its parent's messages, so the
// root's client namespaces are passed on too.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

const inherited = ['common', 'shell', 'errors-ui'] as const;

export async function BookingsIntlProvider({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries([...inherited, 'bookings'].map((ns) => [ns, messages[ns] ?? {}]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
