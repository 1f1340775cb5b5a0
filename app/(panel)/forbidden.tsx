import { useTranslations } from 'next-intl';
import { HomeLink } from '@/components/layout/home-link';
import { StatusPage } from '@/components/layout/status-page';

/** requireAccess() refusing a signed-in screen: the 403 page, inside the shell. */
export default function PanelForbidden() {
  const t = useTranslations('errors-ui.forbidden');
  return (
    <StatusPage code={t('code')} title={t('title')}>
      <HomeLink />
    </StatusPage>
  );
}
