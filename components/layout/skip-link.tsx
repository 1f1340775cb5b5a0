import { useTranslations } from 'next-intl';

/**
 * First focusable element of every layout: jumps past the menu and top bar to <main id="main">. Its padding is set
 * on focus, since `not-sr-only` resets padding to 0.
 */
export function SkipLink() {
  const t = useTranslations('shell');
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-primary font-medium text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {t('skipToContent')}
    </a>
  );
}
