import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/contract/locales';
import { publicLanguages } from '@/lib/i18n/locale';
import { Copyright } from './copyright';
import { LanguageMenu } from './language-menu';
import { getThemePreference } from './preferences-server';
import { ProductMark } from './product-mark';
import { getShellLabels } from './shell-labels';
import { DemoExposureBanner } from './demo-exposure-banner';
import { SkipLink } from './skip-link';
import { ThemeToggle } from './theme-toggle';

/**
 * The travellers' pages (boarding pass, data request): end customers, not staff. The service's name instead of the
 * back-office's, no link into the back-office, and the theme and language switches of the sign-in page. When
 * printed only the page remains.
 */
export async function TravellerLayout({ children }: { children: ReactNode }) {
  const [locale, theme, labels, t] = await Promise.all([getLocale(), getThemePreference(), getShellLabels(), getTranslations('common')]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DemoExposureBanner />
      <header className="border-b border-line bg-surface print:hidden">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-1 px-4">
          <ProductMark name={t('serviceName')} />
          <span className="ms-auto" />
          <ThemeToggle initial={theme} label={labels.theme} />
          <LanguageMenu languages={publicLanguages} current={locale as Locale} labels={labels.language} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 print:max-w-none print:p-0">
        {children}
      </main>
      <footer className="border-t border-line px-4 py-3 text-center text-sm text-fg-muted print:hidden">
        <Copyright product={t('serviceName')} />
      </footer>
    </div>
  );
}
