import { useTranslations } from 'next-intl';
import { buttonClasses } from '../ui/button';
import { clientLink } from '../ui/client-link';

export function HomeLink() {
  const t = useTranslations('common.actions');
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- clientLink() makes it a client navigation
    <a href="/" {...clientLink()} className={buttonClasses()}>
      {t('goHome')}
    </a>
  );
}
