import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { RefusalPage } from '@/components/layout/refusal-page';
import { SimpleLayout } from '@/components/layout/simple-layout';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors-ui.notFound');
  return { title: t('title') };
}

/** Unmatched URLs and notFound() outside the signed-in area (docs/domain/screens.md: "Página no encontrada", link home). */
export default function NotFound() {
  return (
    <SimpleLayout>
      <RefusalPage kind="notFound" />
    </SimpleLayout>
  );
}
