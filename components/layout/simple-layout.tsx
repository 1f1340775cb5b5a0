import type { ReactNode } from 'react';
import { clientLink } from '../ui/client-link';
import { cn } from '../ui/cn';
import { Copyright } from './copyright';
import { ProductMark } from './product-mark';
import { DemoExposureBanner } from './demo-exposure-banner';
import { SkipLink } from './skip-link';

/**
 * The simple layout (docs/domain/screens.md) for public pages and print views: a slim header with the product, the page,
 * a footer. When printed only the page remains.
 */
export function SimpleLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DemoExposureBanner />
      <header className="border-b border-line bg-surface print:hidden">
        <div className={cn('mx-auto flex h-14 items-center px-4', wide ? 'max-w-6xl' : 'max-w-3xl')}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- clientLink() makes it a client navigation */}
          <a href="/" {...clientLink()} className="rounded-md">
            <ProductMark />
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={cn('mx-auto w-full flex-1 px-4 py-8 print:max-w-none print:p-0', wide ? 'max-w-6xl' : 'max-w-3xl')}>
        {children}
      </main>
      <footer className="border-t border-line px-4 py-3 text-center text-sm text-fg-muted print:hidden">
        <Copyright />
      </footer>
    </div>
  );
}
