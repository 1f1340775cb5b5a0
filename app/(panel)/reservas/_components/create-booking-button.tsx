'use client';
// "Nueva reserva": a link to ?nuevo=1 (a new tab, or no JavaScript, gets the page with the modal open);
// a plain click only pushes the URL, and create-booking-modal.tsx opens the modal from it.
import { MaskIcon } from '@/components/ui/mask-icon';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { createBookingUrl } from './create-booking-url';

/** Warms the modal's chunk (create-booking-dialog.tsx) on hover or focus, so it opens sooner. */
const preload = () => void import('./create-booking-dialog').catch(() => {});

export function CreateBookingButton({ label }: { label: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const href = createBookingUrl(pathname, params, true);
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab gets the link
    event.preventDefault();
    window.history.pushState(null, '', href);
  };
  return (
    <Link href={href} onClick={open} onPointerEnter={preload} onFocus={preload} scroll={false} className={buttonClasses()}>
      <MaskIcon name="icon-mask-plus" />
      {label}
    </Link>
  );
}
