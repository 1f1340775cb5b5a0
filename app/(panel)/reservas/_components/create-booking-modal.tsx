'use client';
// Opens the create modal while the URL says ?nuevo=1 (on load, or after the button pushed it); its chunk
// (create-booking-dialog.tsx) is fetched when it first opens (url-modal.tsx).
import type { CreateBookingDialogProps } from './create-booking-dialog';
import { NEW_PARAM } from '@/components/form-drawer/drawer-params';
import { createUrlModal } from './url-modal';

export type CreateBookingModalProps = Omit<CreateBookingDialogProps, 'onClose'>;

export const CreateBookingModal = createUrlModal<CreateBookingModalProps>(() => import('./create-booking-dialog'), NEW_PARAM, (value) => value === '1');
