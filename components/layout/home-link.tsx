import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '../ui/button';

export function HomeLink() {
  const t = useTranslations('common.actions');
  return (
    <Link href="/" className={buttonClasses()}>
      {t('goHome')}
    </Link>
  );
}
