'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A drawer menu link: the only client part of the menu, to mark the current page (aria-current). */
export function NavLink({ href, label, className, children }: { href: string; label: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      aria-current={isCurrentPath(pathname, href) ? 'page' : undefined}
      data-tooltip={label}
      className={className}
    >
      {children}
    </Link>
  );
}
