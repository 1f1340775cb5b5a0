import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { MenuItemId } from '@/lib/navigation/menu';
import { PageHeader } from './page-header';

/** Placeholder body of a menu screen not built yet: its menu label as heading, and one line. */
export async function ComingSoon({ item }: { item: MenuItemId }) {
  const t = await getTranslations();
  return <PageHeader title={t(`navigation.items.${item}`)} description={t('shell.comingSoon')} />;
}

/** The document title of a menu screen: its menu label (the root layout appends the product name). */
export async function menuItemMetadata(item: MenuItemId): Promise<Metadata> {
  const t = await getTranslations('navigation.items');
  return { title: t(item) };
}
