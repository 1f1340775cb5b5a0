import { useTranslations } from 'next-intl';
import { HomeLink } from './home-link';
import { StatusPage } from './status-page';

/**
 * The 403 and 404 pages' body: code, one sentence (docs/domain/screens.md: "Página no encontrada"), what to do
 * about it when there is something (`detail`), and a link home.
 */
export function RefusalPage({ kind, detail }: { kind: 'forbidden' | 'notFound'; detail?: string }) {
  const t = useTranslations(`errors-ui.${kind}`);
  return (
    <StatusPage code={t('code')} title={t('title')} detail={detail}>
      <HomeLink />
    </StatusPage>
  );
}
