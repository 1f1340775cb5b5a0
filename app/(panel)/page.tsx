// / – dashboard. The counts, availability and expired packages come with the dashboard issue.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { requireAccess } from '@/lib/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shell.dashboard');
  return { title: t('title') };
}

export default async function DashboardPage() {
  const me = await requireAccess('dashboard');
  const t = await getTranslations('shell.dashboard');
  const name = me.personal_info.name.trim() || me.username;
  return <PageHeader title={t('title')} description={t('greeting', { name })} />;
}
