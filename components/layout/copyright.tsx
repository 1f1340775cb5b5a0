import { useTranslations } from 'next-intl';

/** "© 2018–{current year} {product}" (docs/domain/overview.md); `product`: another name than the back-office's. */
export function Copyright({ product }: { product?: string }) {
  const t = useTranslations();
  const year = new Date().getFullYear();
  return <>{t('shell.footer.copyright', { year, product: product ?? t('common.productName') })}</>;
}
