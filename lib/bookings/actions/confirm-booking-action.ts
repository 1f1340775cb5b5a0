'use server';
// POST /booking/{id}/confirm – a pre-booking becomes a Reserva and its price is debited (402 when short).
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function confirmBookingAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-create', () => authedRequest(`/booking/${id}/confirm`, { method: 'POST' }), 'confirmed');
}
