'use client';
// The dialogs behind three booking actions (delete and regenerate ask first; extend asks for days). A chunk of
// its own with Radix Dialog, loaded by booking-actions.tsx only when one of them is chosen.
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callAction } from '@/lib/actions/call-action';
import { deleteBookingAction } from '@/lib/bookings/actions/delete-booking-action';
import { regenerateBookingCodeAction } from '@/lib/bookings/actions/regenerate-booking-code-action';
import type { BookingActionLabels } from './booking-actions';
import { fillId } from './booking-action-looks';
import { ExtendBookingDialog } from './extend-booking-dialog';
import { showOutcome } from '@/components/ui/show-outcome';

export type BookingDialogKind = 'delete' | 'regenerate' | 'extend';

const confirmed = { delete: deleteBookingAction, regenerate: regenerateBookingCodeAction } as const;

interface BookingActionDialogProps {
  kind: BookingDialogKind;
  bookingId: number;
  /** The pickup deadline (ISO), for the extend dialog's new one. */
  expiresAt?: string | null;
  labels: BookingActionLabels;
  onClose: () => void;
}

export default function BookingActionDialog({ kind, bookingId, expiresAt, labels, onClose }: BookingActionDialogProps) {
  if (kind === 'extend') return <ExtendBookingDialog bookingId={bookingId} expiresAt={expiresAt} labels={labels} onClose={onClose} />;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={fillId(kind === 'delete' ? labels.deleteTitle : labels.regenerateTitle, bookingId)}
      description={kind === 'delete' ? labels.deleteBody : labels.regenerateBody}
      confirmLabel={labels.actions[kind]}
      cancelLabel={labels.cancel}
      onConfirm={async () => showOutcome(await callAction(() => confirmed[kind](bookingId), labels.failed))}
    />
  );
}
