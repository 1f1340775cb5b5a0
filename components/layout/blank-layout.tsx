import type { ReactNode } from 'react';

/** The blank layout (spec §2): no chrome at all, only the page as <main>. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh">
      {children}
    </main>
  );
}
