'use client';
// A thin bar at the top while a navigation is under way (docs/domain/limits.md: shows after 200 ms, at most 5000 ms).
// It starts on same-origin link clicks and method="get" form submits and finishes when the URL changes. It drives
// one element's data-state directly: no React state, no re-renders. Styles: .nav-progress in globals.css.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

const SHOW_AFTER_MS = 200;
const MAX_DURATION_MS = 5000;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Whether going to `url` leaves the current page (same origin, another path or query). */
function isPageChange(url: URL): boolean {
  const here = window.location;
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search);
}

export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const bar = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  const finishRef = useRef<() => void>(null);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach((id) => window.clearTimeout(id));
      timers.current = [];
    };
    const finish = () => {
      clear();
      const el = bar.current;
      if (el?.dataset.state !== 'loading') return;
      el.dataset.state = 'done';
      timers.current.push(window.setTimeout(() => el.setAttribute('data-state', 'idle'), 500));
    };
    const start = () => {
      clear();
      bar.current?.setAttribute('data-state', 'idle');
      timers.current.push(
        window.setTimeout(() => bar.current?.setAttribute('data-state', 'loading'), SHOW_AFTER_MS),
        window.setTimeout(finish, MAX_DURATION_MS),
      );
    };

    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      if (isPageChange(new URL(link.href))) start();
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
      // Only forms that say method="get" navigate (filters, searches); a form without one is handled in the page
      // (drawers, dialogs) and a submit its own checks stop must not look like a page load.
      const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method'))?.toLowerCase();
      const target = submitter?.getAttribute('formtarget') ?? form.target;
      if (method !== 'get' || (target && target !== '_self')) return;
      if (new URL(form.action, window.location.href).origin === window.location.origin) start();
    };

    // Capture phase: Next's <Link> prevents the default before a bubbling listener would see the click.
    window.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit, true);
    finishRef.current = finish;
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('submit', onSubmit, true);
      clear();
    };
  }, []);

  useEffect(() => {
    finishRef.current?.();
  }, [pathname, search]);

  return <div ref={bar} className="nav-progress" data-state="idle" aria-hidden="true" />;
}
