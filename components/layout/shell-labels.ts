// Texts of the shell's client controls (menu toggle, theme, language), read on the server and passed as props:
// no message catalogue ships to the browser for them.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import type { LanguageMenuLabels } from './language-menu';
import type { MenuToggleLabels } from './menu-toggle';

export interface ShellLabels {
  menu: MenuToggleLabels;
  theme: string;
  language: LanguageMenuLabels;
}

export async function getShellLabels(): Promise<ShellLabels> {
  const t = await getTranslations('shell');
  return {
    menu: { open: t('menu.open'), close: t('menu.close'), collapse: t('menu.collapse'), float: t('menu.float') },
    theme: t('theme.dark'),
    language: { button: t('language.button'), title: t('language.title'), failed: t('language.failed') },
  };
}
