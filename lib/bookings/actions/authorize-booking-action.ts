'use server';
// POST /booking/{id}/authorize – authorise withdrawal of the parcel (Autorizacion retiro).
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function authorizeBookingAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-authorize', () => authedRequest(`/booking/${id}/authorize`, { method: 'POST' }), 'authorized');
}
