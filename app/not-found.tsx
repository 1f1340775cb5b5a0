import type { Metadata } from 'next';
import { headers } from 'next/headers';
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
 * otherwise, without sending anyone to sign in (decision 0114). Only where proxy.ts has run: the addresses it skips
 * (under /api/, /healthz…) get no content-security policy, so no page with the user's data either.
 */
export default async function NotFound() {
  const proxied = (await headers()).has('content-security-policy');
  const me = proxied ? await findSignedInUser() : null;
  const page = <RefusalPage kind="notFound" />;
  return me ? <PanelShell me={me}>{page}</PanelShell> : <SimpleLayout>{page}</SimpleLayout>;
}
