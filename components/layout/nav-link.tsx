'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';

export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

// Here rather than passed by the server menu: a prop would repeat these classes per item in the RSC payload.
const linkClasses =
  'group/link flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-fg-muted hover:bg-hover hover:text-fg ' +
  'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-fg ' +
  'md:group-data-[wide=mini]/shell:justify-center md:group-data-[wide=mini]/shell:px-0';

/** A drawer menu link: the only client part of the menu, to mark the current page (aria-current). */
export function NavLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <IntentLink
      href={href}
      aria-current={isCurrentPath(pathname, href) ? 'page' : undefined}
      data-tooltip={label}
      className={linkClasses}
    >
      {children}
    </IntentLink>
  );
}
