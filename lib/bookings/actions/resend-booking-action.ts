'use server';
// POST /booking/{id}/resend – resend the pickup code to the recipient (e-mail and WhatsApp).
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function resendBookingAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-edit', () => authedRequest(`/booking/${id}/resend`, { method: 'POST' }), 'resent');
}
