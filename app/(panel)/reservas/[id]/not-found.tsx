import { StatusPage } from '@/components/layout/status-page';
import { buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { getTranslations } from '@/lib/i18n/server';

/** A booking that does not exist, or is another tenant's (the backend answers both alike): says so, and leads back to
 * the list rather than home, where whoever followed the link was going. */
export default async function BookingNotFound() {
  const [t, te] = await Promise.all([getTranslations('bookings'), getTranslations('errors-ui.notFound')]);
  return (
    <StatusPage code={te('code')} title={t('detail.notFound')} detail={t('detail.notFoundDetail')}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- clientLink() makes it a client navigation */}
      <a href="/reservas" {...clientLink()} className={buttonClasses()}>
        {t('actions.back')}
      </a>
    </StatusPage>
  );
}
