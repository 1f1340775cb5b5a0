import { getTranslations } from '@/lib/i18n/server';
import type { Me } from '@/contract/auth';
import { visibleMenu } from '@/lib/navigation/menu';
import { menuIcons } from './menu-icons';
import { MenuLinks } from './menu-links';

/** The permission-filtered menu of docs/domain/screens.md, chosen on the server (DrawerShell wraps it in the <nav>). */
export async function DrawerMenu({ me }: { me: Pick<Me, 'permissions' | 'custom'> }) {
  const t = await getTranslations('navigation');
  const links = visibleMenu({ permissions: me.permissions, custom: me.custom }).map((item) => ({
    href: item.href,
    label: t(`items.${item.id}`),
    icon: menuIcons[item.id],
  }));
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3">
      <MenuLinks links={links} />
    </div>
  );
}
