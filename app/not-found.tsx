import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { RefusalPage } from '@/components/layout/refusal-page';
import { SimpleLayout } from '@/components/layout/simple-layout';
import { PanelShell } from '@/features/shell/panel-shell';
import { findSignedInUser } from '@/lib/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors-ui.notFound');
  return { title: t('title') };
}

/**
 * Unmatched URLs and notFound() outside the signed-in area (docs/domain/screens.md: "Página no encontrada", link
 * home): inside the shell for a live session, so a broken link does not take the menu away; the simple layout
 * otherwise, without sending anyone to sign in (decision 0114).
 */
export default async function NotFound() {
  const me = await findSignedInUser();
  const page = <RefusalPage kind="notFound" />;
  return me ? <PanelShell me={me}>{page}</PanelShell> : <SimpleLayout>{page}</SimpleLayout>;
}
