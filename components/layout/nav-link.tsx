'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { clientLink } from '@/components/ui/client-link';

export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A drawer menu link: the only client part of the menu, to mark the current page (aria-current). */
export function NavLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <a
      href={href}
      {...clientLink()}
      aria-current={isCurrentPath(pathname, href) ? 'page' : undefined}
      data-tooltip={label}
      className="nav-link"
    >
      {children}
    </a>
  );
}
