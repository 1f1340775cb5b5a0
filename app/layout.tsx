import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ChunkReloadGuard } from '@/components/app/chunk-reload-guard';
import { NavigationProgress } from '@/components/app/navigation-progress';
import { Toaster } from '@/components/ui/toast';
import { getThemePreference } from '@/components/layout/preferences-server';
import './globals.css';

/** Message modules client components read; the rest stays on the server. */
const clientNamespaces = ['common', 'shell', 'errors-ui'] as const;

/** BCP 47 tag for <html lang>: the corporate variant is Spanish. */
const htmlLang: Record<string, string> = { es: 'es-UY', en: 'en', 'es-corp': 'es-UY' };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: { default: t('productName'), template: `%s · ${t('productName')}` } };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#131c2e' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, theme, t] = await Promise.all([getLocale(), getMessages(), getThemePreference(), getTranslations('shell')]);
  const clientMessages = Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns] ?? {}]));
  return (
    <html lang={htmlLang[locale] ?? locale} className={theme ?? undefined}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          <ChunkReloadGuard />
          {children}
          <Toaster label={t('toasts')} closeLabel={t('toastClose')} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
