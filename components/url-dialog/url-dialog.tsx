'use client';
// Shows a dialog while the URL asks for it: ?<param>=1 (on load, or after <UrlDialogLink> pushed it), or any value
// `isOpen` accepts (?editar=12). The dialog itself is a lazy chunk the caller renders; until it arrives (and on the
// server) a placeholder with the dialog's look says that it is loading.
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
  /** Which values of the parameter open the dialog (default: 1). */
  isOpen?: (value: string) => boolean;
  /** The placeholder's width class, as the dialog's own (default max-w-lg). */
  width?: string;
  /** The dialog, given the function that closes it and the parameter's value. */
  children: (close: () => void, value: string) => ReactNode;
}

const isOne = (value: string) => value === '1';

function Loading({ param, labels, width = 'max-w-lg' }: Pick<UrlDialogProps, 'param' | 'labels' | 'width'>) {
  const id = `${param}-loading`;
  return (
    <>
      <div className={dialogOverlayClasses} />
      <div role="dialog" aria-modal="true" aria-labelledby={id} className={cn(dialogContentClasses, width)}>
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

export function UrlDialog({ param, labels, isOpen = isOne, width, children }: UrlDialogProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  // The chunk is requested only in the browser; the server renders the placeholder when the URL asks for it.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const value = params.get(param);
  if (value === null || !isOpen(value)) return null;
  const close = () => window.history.replaceState(null, '', urlWithDialog(pathname, params, param, false));
  const loading = <Loading param={param} labels={labels} width={width} />;
  return <Suspense fallback={loading}>{hydrated ? children(close, value) : loading}</Suspense>;
}
