import { getTranslations } from 'next-intl/server';
import type { Me } from '@/contract/auth';
import { visibleMenu } from '@/lib/navigation/menu';
import { MaskIcon } from '@/components/ui/mask-icon';
import { menuIcons } from './menu-icons';
import { NavLink } from './nav-link';

/** The permission-filtered menu of spec §2, rendered on the server (DrawerShell wraps it in the <nav>). */
export async function DrawerMenu({ me }: { me: Pick<Me, 'permissions' | 'custom'> }) {
  const t = await getTranslations('navigation');
  const items = visibleMenu({ permissions: me.permissions, custom: me.custom });
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const icon = menuIcons[item.id];
          const label = t(`items.${item.id}`);
          return (
            <li key={item.id}>
              <NavLink href={item.href} label={label}>
                <MaskIcon name={icon} className="size-5" />
                <span className="nav-label">{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
