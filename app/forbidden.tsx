import { useTranslations } from 'next-intl';
import { HomeLink } from '@/components/layout/home-link';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { StatusPage } from '@/components/layout/status-page';

/** forbidden() outside the signed-in area; inside it, app/(panel)/forbidden.tsx keeps the shell. */
export default function Forbidden() {
  const t = useTranslations('errors-ui.forbidden');
  return (
    <SimpleLayout>
      <StatusPage code={t('code')} title={t('title')}>
        <HomeLink />
      </StatusPage>
    </SimpleLayout>
  );
}
