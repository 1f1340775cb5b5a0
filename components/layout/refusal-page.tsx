import { useTranslations } from 'next-intl';
import { HomeLink } from './home-link';
import { StatusPage } from './status-page';

/** The 403 and 404 pages' body: code, one sentence (docs/domain/screens.md: "Página no encontrada"), and a link home. */
export function RefusalPage({ kind }: { kind: 'forbidden' | 'notFound' }) {
  const t = useTranslations(`errors-ui.${kind}`);
  return (
    <StatusPage code={t('code')} title={t('title')}>
      <HomeLink />
    </StatusPage>
  );
}
