'use server';
// POST /booking/{id}/force-open – open the door of a parcel nobody collected, 15 days after the notice (the
// backend refuses earlier with its message).
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function forceOpenBookingAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-authorize', () => authedRequest(`/booking/${id}/force-open`, { method: 'POST' }), 'forcedOpen');
}
