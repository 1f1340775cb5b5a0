'use client';
// Forces the booking's door open after asking; the page re-renders with the booking as Retirado Proveedor.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { showOutcome } from '@/components/ui/show-outcome';
import { callAction } from '@/lib/actions/call-action';
import { forceOpenBookingAction } from '@/lib/bookings/actions/force-open-booking-action';

export interface ForceOpenLabels {
  label: string;
  confirmTitle: string;
  confirmDescription: string;
  cancel: string;
  /** The message of a request that failed (errors.unexpected). */
  failed: string;
}

export function ForceOpenButton({ bookingId, labels }: { bookingId: number; labels: ForceOpenLabels }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {labels.label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={labels.confirmTitle}
        description={labels.confirmDescription}
        confirmLabel={labels.label}
        cancelLabel={labels.cancel}
        onConfirm={async () => showOutcome(await callAction(() => forceOpenBookingAction(bookingId), labels.failed))}
      />
    </>
  );
}
