'use client';
// Opens the create modal while the URL says ?nuevo=1 (on load, or after the button pushed it). Everything the
// modal needs — Radix Dialog, the form, react-hook-form, zod, and next-intl with the bookings messages — is
// one chunk (create-booking-dialog.tsx), fetched when the modal first opens. Meanwhile a placeholder with
// the modal's look says that the form is loading.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { dialogContentClasses, dialogOverlayClasses } from '@/components/form-dialog/dialog-classes';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { CreateBookingDialogProps } from './create-booking-dialog';
import { createBookingUrl, NEW_PARAM } from './create-booking-url';

const CreateBookingDialog = lazy(() => import('./create-booking-dialog'));

const noSubscription = () => () => {};

export interface CreateBookingModalProps extends Omit<CreateBookingDialogProps, 'onClose'> {
  labels: { title: string; loading: string };
}

function Loading({ labels }: Pick<CreateBookingModalProps, 'labels'>) {
  return (
    <>
      <div className={dialogOverlayClasses} />
      <div role="dialog" aria-modal="true" aria-labelledby="create-booking-loading" className={cn(dialogContentClasses, 'max-w-2xl')}>
        <h2 id="create-booking-loading" className="text-lg font-semibold">
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

export function CreateBookingModal({ labels, ...props }: CreateBookingModalProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  // The chunk is requested only in the browser; the server renders the placeholder when the URL asks for it.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  if (params.get(NEW_PARAM) !== '1') return null;
  const close = () => window.history.replaceState(null, '', createBookingUrl(pathname, params, false));
  const loading = <Loading labels={labels} />;
  return <Suspense fallback={loading}>{hydrated ? <CreateBookingDialog {...props} onClose={close} /> : loading}</Suspense>;
}
