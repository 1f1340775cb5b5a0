'use client';
// Opens a URL-state dialog: a link to ?<param>=1 (a new tab, or no JavaScript, gets the page with the dialog
// open); a plain click only pushes the URL, and the page's <UrlDialog> opens from it. A plain <a>: a click never
// navigates, so next/link would only add its code to the page and prefetch a page that is never loaded.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { preloadWhenIdle } from './preload-when-idle';
import { urlWithDialog } from './url-dialog-url';

export interface UrlDialogLinkProps {
  param: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** Warms the dialog's chunk on hover or focus. */
  preload?: () => void;
  /** Also warms it once the page has loaded and is idle: for the dialog that is the page's main action. */
  preloadWhenIdle?: boolean;
  /** A page of its own that does the dialog's job without JavaScript: the link's target before the page's code runs, and in a new tab. */
  pageHref?: string;
  /** The dialog this link is in, which it replaces (a link from one dialog to its sibling). */
  replaces?: string;
  /** Instead of the button look (a link inside a dialog's text). */
  className?: string;
}

export function UrlDialogLink({ param, children, variant = 'primary', preload, preloadWhenIdle: whenIdle, pageHref, replaces, className }: UrlDialogLinkProps) {
  useEffect(() => (whenIdle && preload ? preloadWhenIdle(preload) : undefined), [whenIdle, preload]);
  const pathname = usePathname();
  const params = useSearchParams();
  const current = new URLSearchParams(params);
  if (replaces) current.delete(replaces);
  const href = urlWithDialog(pathname, current, param, true);
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab gets the link
    event.preventDefault();
    window.history.pushState(null, '', href);
  };
  return (
    <a href={pageHref ?? href} onClick={open} onPointerEnter={preload} onFocus={preload} className={className ?? buttonClasses({ variant })}>
      {children}
    </a>
  );
}
