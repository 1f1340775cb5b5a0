// Links between the account pages (sign-in, registration, password recovery) share one look.
import Link from 'next/link';
import type { ReactNode } from 'react';

export function AccountLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
