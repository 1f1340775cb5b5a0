'use client';
// Opens a screen's drawer while the URL asks for it (?nuevo=1, ?editar=12, or another parameter), on load or
// after a link set it. The drawer's chunk (Radix Dialog, the form, react-hook-form, zod, next-intl with its
// messages) is fetched only when it first opens; meanwhile a placeholder with the drawer's look says it is
// loading. Closing drops the parameter through the history API (no server round trip).
import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { DiscardLabels } from '@/components/form-dialog/unsaved-changes';
import { Spinner } from '@/components/ui/spinner';
import type { Locale } from '@/contract/locales';
import { drawerTarget, EDIT_PARAM, NEW_PARAM, withoutDrawer, type DrawerTarget } from './drawer-params';
import { drawerContentClasses, drawerOverlayClasses } from './drawer-classes';

const noSubscription = () => () => {};

/** What every drawer gets from the server page: its texts (title for this target), locale and time zone. */
export interface UrlDrawerChrome {
  labels: { loading: string; title: string; close: string; cancel: string; discard: DiscardLabels };
  locale: Locale;
  timeZone: string;
}

export type DrawerBodyProps<P> = P & UrlDrawerChrome & { target: DrawerTarget; onClose: () => void };

function Loading({ title, loading }: UrlDrawerChrome['labels']) {
  return (
    <>
      <div className={drawerOverlayClasses} />
      <div role="dialog" aria-modal="true" aria-label={title} className={drawerContentClasses}>
        <p role="status" className="flex items-center gap-2 px-6 py-8 text-fg-muted">
          <Spinner className="size-5" />
          {loading}
        </p>
      </div>
    </>
  );
}

/**
 * A drawer component for one screen: `load` imports the drawer's chunk (its default export gets the target and
 * onClose). `param` is the URL parameter holding the record id (default ?editar=, which also honours ?nuevo=1).
 */
export function createUrlDrawer<P extends object>(load: () => Promise<{ default: ComponentType<DrawerBodyProps<P>> }>, param = EDIT_PARAM) {
  const Body = lazy(load);
  return function UrlDrawer(props: UrlDrawerChrome & P) {
    const pathname = usePathname();
    const params = useSearchParams();
    // The chunk is requested only in the browser; the server renders the placeholder when the URL asks for it.
    const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
    const target = drawerTarget(params, param);
    if (!target) return null;
    const close = () => window.history.replaceState(null, '', withoutDrawer(pathname, params, [NEW_PARAM, param]));
    const loading = <Loading {...props.labels} />;
    const key = target.mode === 'edit' ? target.id : 'new';
    return (
      <Suspense fallback={loading}>
        {hydrated ? <Body key={key} {...props} target={target} onClose={close} /> : loading}
      </Suspense>
    );
  };
}
