'use client';
// Client navigation for plain links marked by clientLink() (components/ui/client-link.ts), with one set of
// document listeners instead of a next/link per link. As next/link does: a plain left click on a same-origin
// link (no modifier key, no target, no download) becomes a client navigation; others stay the browser's.
// Prefetch on intent (pointer over the link, focus, touch), never on view: a list page's 40 links in view made
// 40 prefetch requests, each through the session and the layouts (docs/performance.md). Renders nothing.
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
    let lastPrefetched = '';
    const prefetch = (event: Event) => {
      const href = clientLinkAt(event.target)?.getAttribute('href');
      if (!href || href === lastPrefetched) return;
      lastPrefetched = href;
      router.prefetch(href);
    };
    const navigate = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = clientLinkAt(event.target);
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      event.preventDefault();
      lastPrefetched = '';
      router.push(link.getAttribute('href')!, { scroll: link.getAttribute(clientLinkAttribute) !== 'keep-scroll' });
    };
    const passive = { passive: true };
    document.addEventListener('click', navigate);
    document.addEventListener('pointerover', prefetch, passive);
    document.addEventListener('focusin', prefetch);
    document.addEventListener('touchstart', prefetch, passive);
    return () => {
      document.removeEventListener('click', navigate);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
      document.removeEventListener('touchstart', prefetch);
    };
  }, [router]);
  return null;
}
