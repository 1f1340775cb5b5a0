'use client';
// Opens the edit modal while the URL says ?editar=<this booking's id> (a row's or the booking page's "Editar" link,
// or a reload). The server page loads the booking the URL names; the modal's chunk (edit-booking-dialog.tsx) is
// fetched when it first opens (url-modal.tsx).
import { EDIT_PARAM } from '@/components/form-drawer/drawer-params';
import type { EditBookingDialogProps } from './edit-booking-dialog';
import { createUrlModal } from './url-modal';

export type EditBookingModalProps = Omit<EditBookingDialogProps, 'onClose'>;

export const EditBookingModal = createUrlModal<EditBookingModalProps>(
  () => import('./edit-booking-dialog'),
  EDIT_PARAM,
  (value, { booking }) => value === String(booking.id),
);
