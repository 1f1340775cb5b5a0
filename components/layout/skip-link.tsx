import { useTranslations } from 'next-intl';

/** First focusable element of every layout: jumps past the menu and top bar to <main id="main">. */
export function SkipLink() {
  const t = useTranslations('shell');
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 font-medium text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {t('skipToContent')}
    </a>
  );
}
