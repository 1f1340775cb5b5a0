'use client';
// "Nueva reserva": a link to the create page (/reservas/nueva, a server-rendered form that works before JavaScript);
// once this code runs, a click pushes ?nuevo=1 instead and create-booking-modal.tsx opens the modal. A client
// component so that it can hand UrlDialogLink its preload function.
import { MaskIcon } from '@/components/ui/mask-icon';
import { UrlDialogLink } from '@/components/url-dialog/url-dialog-link';
import { NEW_PARAM } from '@/components/form-drawer/drawer-params';

/** Warms the modal's chunk (create-booking-dialog.tsx) on hover or focus, so it opens sooner. */
const preload = () => void import('./create-booking-dialog').catch(() => {});

export function CreateBookingButton({ label }: { label: string }) {
  return (
    <UrlDialogLink param={NEW_PARAM} preload={preload} pageHref="/reservas/nueva">
      <MaskIcon name="icon-mask-plus" />
      {label}
    </UrlDialogLink>
  );
}
