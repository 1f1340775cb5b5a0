import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import { HomeLink } from '@/components/layout/home-link';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { StatusPage } from '@/components/layout/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors-ui.notFound');
  return { title: t('title') };
}

/** Unmatched URLs and notFound() outside the signed-in area (spec §2: "Página no encontrada", link home). */
export default function NotFound() {
  const t = useTranslations('errors-ui.notFound');
  return (
    <SimpleLayout>
      <StatusPage code={t('code')} title={t('title')}>
        <HomeLink />
      </StatusPage>
    </SimpleLayout>
  );
}
