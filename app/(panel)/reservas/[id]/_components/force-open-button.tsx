'use client';
// Forces the booking's door open after asking; the page re-renders with the booking as Retirado Proveedor.
import { ConfirmActionButton, type ConfirmActionLabels } from '@/components/confirm-action-button';
import { forceOpenBookingAction } from '@/lib/bookings/actions/force-open-booking-action';

export type ForceOpenLabels = ConfirmActionLabels;

export function ForceOpenButton({ bookingId, labels }: { bookingId: number; labels: ForceOpenLabels }) {
  return <ConfirmActionButton labels={labels} run={() => forceOpenBookingAction(bookingId)} />;
}
