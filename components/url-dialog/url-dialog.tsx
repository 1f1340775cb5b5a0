'use client';
// Shows a dialog while the URL says ?<param>=1 (on load, or after <UrlDialogLink> pushed it). The dialog itself
// is a lazy chunk the caller renders; until it arrives (and on the server) a placeholder with the dialog's
// look says that it is loading.
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { dialogContentClasses, dialogOverlayClasses } from '../form-dialog/dialog-classes';
import { urlWithDialog } from './url-dialog-url';

const noSubscription = () => () => {};

export interface UrlDialogProps {
  param: string;
  labels: { title: string; loading: string };
  /** The dialog, given the function that closes it. */
  children: (close: () => void) => ReactNode;
}

function Loading({ param, labels }: Pick<UrlDialogProps, 'param' | 'labels'>) {
  const id = `${param}-loading`;
  return (
    <>
      <div className={dialogOverlayClasses} />
      <div role="dialog" aria-modal="true" aria-labelledby={id} className={cn(dialogContentClasses, 'max-w-lg')}>
        <h2 id={id} className="text-lg font-semibold">
          {labels.title}
        </h2>
        <p role="status" className="flex items-center gap-2 py-8 text-fg-muted">
          <Spinner className="size-5" />
          {labels.loading}
        </p>
      </div>
    </>
  );
}

export function UrlDialog({ param, labels, children }: UrlDialogProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  // The chunk is requested only in the browser; the server renders the placeholder when the URL asks for it.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  if (params.get(param) !== '1') return null;
  const close = () => window.history.replaceState(null, '', urlWithDialog(pathname, params, param, false));
  const loading = <Loading param={param} labels={labels} />;
  return <Suspense fallback={loading}>{hydrated ? children(close) : loading}</Suspense>;
}
