import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/contract/locales';
import { publicLanguages } from '@/lib/i18n/locale';
import { Card } from '../ui/card';
import { Copyright } from './copyright';
import { LanguageMenu } from './language-menu';
import { getThemePreference } from './preferences-server';
import { ProductMark } from './product-mark';
import { getShellLabels } from './shell-labels';
import { DemoExposureBanner } from './demo-exposure-banner';
import { SkipLink } from './skip-link';
import { ThemeToggle } from './theme-toggle';

/**
 * The login layout (docs/domain/screens.md): a centred card with the product's logo and name, and the theme and language
 * menus. `title` becomes the page's h1 inside the card; the page supplies the form as children.
 */
export async function LoginLayout({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const [locale, theme, labels] = await Promise.all([getLocale(), getThemePreference(), getShellLabels()]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DemoExposureBanner />
      <header className="flex h-14 items-center justify-end gap-1 px-2 md:px-4">
        <ThemeToggle initial={theme} label={labels.theme} />
        <LanguageMenu languages={publicLanguages} current={locale as Locale} labels={labels.language} />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pt-[6vh] pb-12 sm:items-center sm:pt-0">
        <Card className="w-full max-w-sm p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-4 text-center">
            <ProductMark size="lg" />
            {title && <h1 className="text-lg font-semibold text-fg">{title}</h1>}
          </div>
          {children}
        </Card>
      </main>
      <footer className="px-4 py-3 text-center text-sm text-fg-muted">
        <Copyright />
      </footer>
    </div>
  );
}
