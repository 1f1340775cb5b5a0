'use client';
import { MaskIcon } from '@/components/ui/mask-icon';
import { useRouter } from 'next/navigation';
import { startTransition, useSyncExternalStore } from 'react';
import { Button } from '../ui/button';
import { THEME_COOKIE, writePreferenceCookie, type Theme } from './preferences';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function effectiveThemeIsDark(): boolean {
  const root = document.documentElement.classList;
  if (root.contains('dark')) return true;
  if (root.contains('light')) return false;
  return window.matchMedia(DARK_QUERY).matches;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', onChange);
  };
}

/**
 * Light/dark switch (a toggle button: pressed = dark). Flips <html class> at once, stores the `theme` cookie
 * and refreshes so server-rendered parts (toasts) agree. Icons switch in CSS, so they are right before hydration.
 */
export function ThemeToggle({ initial, label }: { initial: Theme | null; label: string }) {
  const router = useRouter();
  const dark = useSyncExternalStore(subscribe, effectiveThemeIsDark, () => initial === 'dark');

  const choose = () => {
    const next: Theme = effectiveThemeIsDark() ? 'light' : 'dark';
    const root = document.documentElement.classList;
    root.remove('light', 'dark');
    root.add(next);
    writePreferenceCookie(THEME_COOKIE, next);
    startTransition(() => router.refresh());
  };

  return (
    <Button variant="ghost" size="icon" aria-label={label} aria-pressed={dark} onClick={choose}>
      <MaskIcon name="icon-mask-moon" className="dark:hidden" />
      <MaskIcon name="icon-mask-sun" className="hidden dark:block" />
    </Button>
  );
}
