'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link whose page is prefetched when the user reaches for it (pointer over it, focus, touch) instead of when it
 * scrolls into view. Next prefetches every link in view: the bookings list with its sortable headers, its 25 rows
 * and the menu made about 40 requests per page view, each one through the session and the layouts, which cost the
 * server more than twice the page itself (README, Performance) and shared a slow link with the page's own data.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetchThen =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      router.prefetch(href);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={prefetchThen(onMouseEnter)}
      onFocus={prefetchThen(onFocus)}
      onTouchStart={prefetchThen(onTouchStart)}
    />
  );
}
