import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Me } from '@/contract/auth';
import type { Locale } from '@/contract/locales';
import { getAllowedLanguages } from '@/lib/i18n/locale';
import { LanguageMenu } from './language-menu';
import { MenuToggle } from './menu-toggle';
import type { Theme } from './preferences';
import { ProductMark } from './product-mark';
import { getShellLabels } from './shell-labels';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/**
 * The default layout's top bar (docs/domain/screens.md): menu toggle, title, then theme, notifications, language, user.
 * `notifications` is the slot for the bell.
 */
export async function TopBar({ me, theme, notifications }: { me: Me; theme: Theme | null; notifications?: ReactNode }) {
  const [locale, labels] = await Promise.all([getLocale() as Promise<Locale>, getShellLabels()]);
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-1 border-b border-line bg-surface px-2 md:px-4 print:hidden">
      <MenuToggle labels={labels.menu} />
      {/* The drawer shows the product name while it is docked full; otherwise the bar does. */}
      <div className="min-w-0 flex-1 pl-1 md:group-data-[wide=full]/shell:invisible">
        <ProductMark compact />
      </div>
      <ThemeToggle initial={theme} label={labels.theme} />
      {notifications}
      <LanguageMenu languages={getAllowedLanguages(me)} current={locale} labels={labels.language} />
      <UserMenu me={me} />
    </header>
  );
}
