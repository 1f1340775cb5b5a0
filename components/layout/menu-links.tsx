'use client';
// The drawer menu's links, drawn from data (label, address, icon class) by one client component: it marks the
// current page (aria-current) as the address changes, which the server-rendered layout cannot, since layouts
// stay put across client navigations. One component for the list instead of one per link: every page carries it.
import { usePathname } from 'next/navigation';
import { clientLink } from '@/components/ui/client-link';
import { MaskIcon } from '@/components/ui/mask-icon';

export interface MenuLink {
  href: string;
  label: string;
  icon: `icon-mask-${string}`;
}

function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function MenuLinks({ links }: { links: MenuLink[] }) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-col gap-0.5">
      {links.map(({ href, label, icon }) => (
        <li key={href}>
          <a href={href} {...clientLink()} aria-current={isCurrentPath(pathname, href) ? 'page' : undefined} className="nav-link">
            <MaskIcon name={icon} className="size-5" />
            <span className="nav-label">{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
