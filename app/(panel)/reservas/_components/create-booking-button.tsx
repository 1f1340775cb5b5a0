'use client';
// "Nueva reserva": a link to the create page (/reservas/nueva, a server-rendered form that works before JavaScript);
// once this code runs, a click pushes ?nuevo=1 instead and create-booking-modal.tsx opens the modal. A client
// component so that it can hand UrlDialogLink its preload function.
import { useCallback } from 'react';
import type { Locale } from '@/contract/locales';
import { MaskIcon } from '@/components/ui/mask-icon';
import { UrlDialogLink } from '@/components/url-dialog/url-dialog-link';
import { NEW_PARAM } from '@/components/form-drawer/drawer-params';

/**
 * Warms the modal's chunk (create-booking-dialog.tsx) once the list is loaded and idle, and on hover or focus:
 * creating a booking is the list's main action, so the form should open at once (docs/decisions/0105).
 */
const preload = (locale: Locale) =>
  void import('./create-booking-dialog').then(({ preloadDialogMessages }) => preloadDialogMessages(locale)).catch(() => {});

export function CreateBookingButton({ label, locale }: { label: string; locale: Locale }) {
  const warm = useCallback(() => preload(locale), [locale]);
  return (
    <UrlDialogLink param={NEW_PARAM} preload={warm} preloadWhenIdle pageHref="/reservas/nueva">
      <MaskIcon name="icon-mask-plus" />
      {label}
    </UrlDialogLink>
  );
}
