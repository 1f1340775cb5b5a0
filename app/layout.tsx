import type { Metadata, Viewport } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { Suspense, type ReactNode } from 'react';
import { ChunkReloadGuard } from '@/components/app/error-handling';
import { ClientLinkRouter } from '@/components/app/client-link-router';
import { FocusReturn } from '@/components/app/focus-return';
import { NavigationProgress } from '@/components/app/navigation-progress';
import { Toaster } from '@/components/ui/toast';
import { getThemePreference } from '@/components/layout/preferences-server';
import { InlineStyles } from '@/lib/styles/inline-styles';
import { StylesAfterContent } from '@/lib/styles/styles-after-content';
import '@/lib/styles/app-styles';

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
  // No NextIntlClientProvider: client components get their texts as props from server components, so no
  // page ships next-intl's client runtime on its first load (issue 9). The create-booking modal, loaded on
  // demand, brings its own provider.
  const [locale, theme, t] = await Promise.all([getLocale(), getThemePreference(), getTranslations('shell')]);
  return (
    <html lang={htmlLang[locale] ?? locale} className={theme ?? undefined}>
      <body>
        <InlineStyles />
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
        <ChunkReloadGuard />
        <ClientLinkRouter />
        <FocusReturn />
        {children}
        <Toaster label={t('toasts')} closeLabel={t('toastClose')} />
        <StylesAfterContent />
      </body>
    </html>
  );
}
