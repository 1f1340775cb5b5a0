import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import type { MenuItemId } from '@/lib/navigation/menu';

/** The document title of a menu screen: its menu label (the root layout appends the product name). */
export async function menuItemMetadata(item: MenuItemId): Promise<Metadata> {
  const t = await getTranslations('navigation.items');
  return { title: t(item) };
}
