import { useTranslations } from 'next-intl';
import { HomeLink } from '@/components/layout/home-link';
import { StatusPage } from '@/components/layout/status-page';

/** notFound() in a signed-in screen (e.g. a booking id that does not exist): inside the shell. */
export default function PanelNotFound() {
  const t = useTranslations('errors-ui.notFound');
  return (
    <StatusPage code={t('code')} title={t('title')}>
      <HomeLink />
    </StatusPage>
  );
}
