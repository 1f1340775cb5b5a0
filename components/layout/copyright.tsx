import { useTranslations } from 'next-intl';

/** "© 2018–{current year} {product}" (spec §1). */
export function Copyright() {
  const t = useTranslations();
  const year = new Date().getFullYear();
  return <>{t('shell.footer.copyright', { year, product: t('common.productName') })}</>;
}
