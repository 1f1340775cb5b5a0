'use server';
// POST /booking/{id}/renew – a lapsed Reserva gets a fresh drop-off code and 48 h.
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function renewBookingAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-edit', () => authedRequest(`/booking/${id}/renew`, { method: 'POST' }), 'renewed');
}
