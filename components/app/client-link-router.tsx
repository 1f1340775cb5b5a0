'use client';
// Client navigation for plain links marked by clientLink() (components/ui/client-link.ts), with one set of
// document listeners instead of a next/link per link. As next/link does: a plain left click on a same-origin
// link (no modifier key, no target, no download) becomes a client navigation; others stay the browser's.
// No prefetch: every panel page is dynamic, so Next's prefetch brings only the route's tree and head, and a click
// made while that prefetch is on its way waits for it: on slow 3G a booking opened 0.35 s later with a prefetch
// started on hover than with none (docs/decisions/0108). Renders nothing.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clientLinkAttribute } from '@/components/ui/client-link';

function clientLinkAt(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest(`a[${clientLinkAttribute}]`) : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin ? link : null;
}

export function ClientLinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const navigate = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = clientLinkAt(event.target);
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      event.preventDefault();
      router.push(link.getAttribute('href')!, { scroll: link.getAttribute(clientLinkAttribute) !== 'keep-scroll' });
    };
    document.addEventListener('click', navigate);
    return () => document.removeEventListener('click', navigate);
  }, [router]);
  return null;
}
