'use client';
// The default layout's frame: drawer state, overlay behaviour and focus. The menu, top bar, page and footer
// are server-rendered and passed in; this component only adds state and a few listeners around them.
import { MaskIcon } from '@/components/ui/mask-icon';
import { usePathname } from 'next/navigation';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from '../ui/button';
import { DRAWER_COOKIE, writePreferenceCookie, type DockedDrawer } from './preferences';

/** docs/domain/screens.md: at 768px or narrower the menu toggles open and closed; wider, it cycles full → mini → open. */
const SMALL_SCREEN = '(max-width: 768px)';

function subscribeSmallScreen(onChange: () => void) {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribeSmallScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

export type WideDrawer = DockedDrawer | 'open';

interface DrawerControls {
  small: boolean;
  wide: WideDrawer;
  mobileOpen: boolean;
  toggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const DrawerContext = createContext<DrawerControls | null>(null);

export function useDrawer(): DrawerControls {
  const controls = use(DrawerContext);
  if (!controls) throw new Error('useDrawer must be used inside <DrawerShell>');
  return controls;
}

const drawerClasses = [
  'fixed inset-y-0 left-0 z-40 flex w-68 max-w-[85vw] flex-col border-r border-line bg-surface print:hidden',
  // Small screens: off-canvas until opened. Visibility flips at once on opening (so focus can move in) and
  // only after the slide on closing.
  'max-md:invisible max-md:-translate-x-full motion-safe:max-md:[transition:translate_200ms_ease,visibility_0s_linear_200ms]',
  'max-md:group-data-[mobile-open=true]/shell:visible max-md:group-data-[mobile-open=true]/shell:translate-x-0',
  'max-md:group-data-[mobile-open=true]/shell:shadow-2xl motion-safe:max-md:group-data-[mobile-open=true]/shell:[transition:translate_200ms_ease]',
  // Wide screens: docked full or as a mini rail, or floating over the page ("open").
  'md:motion-safe:transition-[width] md:motion-safe:duration-200',
  'md:group-data-[wide=mini]/shell:w-16 md:group-data-[wide=open]/shell:shadow-2xl',
].join(' ');

const contentClasses = [
  'flex min-h-dvh min-w-0 flex-col print:pl-0',
  'md:pl-68 md:group-data-[wide=mini]/shell:pl-16 md:group-data-[wide=open]/shell:pl-0',
  'motion-safe:transition-[padding] motion-safe:duration-200',
].join(' ');

interface Tooltip {
  text: string;
  top: number;
  left: number;
}

export function DrawerShell({
  initial,
  label,
  closeLabel,
  brand,
  menu,
  skipLink,
  children,
}: {
  /** The wide-screen state from the drawer cookie, so the server renders it without a flash. */
  initial: DockedDrawer;
  /** Accessible name of the drawer's <nav>. */
  label: string;
  /** The floating drawer's close button. */
  closeLabel: string;
  brand: ReactNode;
  menu: ReactNode;
  /** First in the page, and out of reach with the page while the menu floats over it. */
  skipLink: ReactNode;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const small = useIsSmallScreen();
  const [docked, setDocked] = useState<DockedDrawer>(initial);
  // Overlay states remember the page they opened on: navigating elsewhere closes them, with no effect needed.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const [floatingOn, setFloatingOn] = useState<string | null>(null);
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const closedBy = useRef<'dismiss' | 'navigation'>('navigation');

  const mobileOpen = mobileOpenOn === pathname;
  const wide: WideDrawer = floatingOn === pathname ? 'open' : docked;
  const overlayOpen = small ? mobileOpen : wide === 'open';
  const showTooltips = !small && wide === 'mini';

  const dock = (next: DockedDrawer) => {
    setDocked(next);
    writePreferenceCookie(DRAWER_COOKIE, next);
  };

  const close = useCallback((by: 'dismiss' | 'navigation') => {
    closedBy.current = by;
    setMobileOpenOn(null);
    setFloatingOn(null);
  }, []);

  const toggle = () => {
    if (overlayOpen) return close('dismiss');
    if (small) return setMobileOpenOn(pathname);
    if (wide === 'full') return dock('mini');
    // mini → open: the drawer floats over full-width content; closing it goes back to full.
    dock('full');
    setFloatingOn(pathname);
  };

  // While the drawer floats: focus moves in, Escape closes, a link click closes; focus comes back on close.
  useEffect(() => {
    const drawer = drawerRef.current;
    const toggleButton = toggleRef.current;
    if (!overlayOpen || !drawer) return;
    const target = drawer.querySelector<HTMLElement>('a[aria-current="page"]') ?? drawer.querySelector<HTMLElement>('a[href]');
    target?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close('dismiss');
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close('navigation');
    };
    document.addEventListener('keydown', onKeyDown);
    drawer.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      drawer.removeEventListener('click', onClick);
      const active = document.activeElement;
      if (active && active !== document.body && !drawer.contains(active)) return;
      const next = closedBy.current === 'dismiss' ? toggleButton : document.getElementById('main');
      closedBy.current = 'navigation';
      // After the commit that lifted `inert` from the page.
      requestAnimationFrame(() => next?.focus());
    };
  }, [overlayOpen, close]);

  // The mini rail's tooltips: one floating label, outside the scrolling menu so it is never clipped.
  useEffect(() => {
    const drawer = drawerRef.current;
    if (!showTooltips || !drawer) return;
    const show = (event: Event) => {
      // A menu link's own label (hidden on the rail) is the tooltip's text.
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('.nav-link') : null;
      const text = link?.querySelector('.nav-label')?.textContent;
      if (!link || !text) return setTooltip(null);
      const box = link.getBoundingClientRect();
      const top = Math.round(box.top + box.height / 2);
      const left = Math.round(box.right + 8);
      setTooltip((current) => (current?.text === text && current.top === top ? current : { text, top, left }));
    };
    const hide = () => setTooltip(null);
    drawer.addEventListener('pointerover', show);
    drawer.addEventListener('focusin', show);
    drawer.addEventListener('pointerleave', hide);
    drawer.addEventListener('focusout', hide);
    drawer.addEventListener('scroll', hide, true);
    return () => {
      drawer.removeEventListener('pointerover', show);
      drawer.removeEventListener('focusin', show);
      drawer.removeEventListener('pointerleave', hide);
      drawer.removeEventListener('focusout', hide);
      drawer.removeEventListener('scroll', hide, true);
    };
  }, [showTooltips]);

  return (
    <DrawerContext value={{ small, wide, mobileOpen, toggle, toggleRef }}>
      <div className="group/shell" data-wide={wide} data-mobile-open={String(mobileOpen)}>
        <div inert={overlayOpen}>{skipLink}</div>
        <nav ref={drawerRef} id="app-drawer" aria-label={label} className={drawerClasses}>
          <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-line px-3 md:group-data-[wide=mini]/shell:justify-center md:group-data-[wide=mini]/shell:px-0">
            {brand}
            {overlayOpen && (
              <Button variant="ghost" size="icon" aria-label={closeLabel} onClick={() => close('dismiss')}>
                <MaskIcon name="icon-mask-x" />
              </Button>
            )}
          </div>
          {menu}
        </nav>
        {overlayOpen && <div aria-hidden="true" className="fixed inset-0 z-30 bg-backdrop print:hidden" onClick={() => close('dismiss')} />}
        <div className={contentClasses} inert={overlayOpen}>
          {children}
        </div>
        {showTooltips && tooltip && (
          <div
            aria-hidden="true"
            className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-canvas shadow-lg"
            style={{ top: tooltip.top, left: tooltip.left }}
          >
            {tooltip.text}
          </div>
        )}
      </div>
    </DrawerContext>
  );
}
