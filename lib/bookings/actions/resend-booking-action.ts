'use server';
// POST /booking/{id}/resend – resend the pickup code to the recipient (e-mail and WhatsApp).
import { authedRequest } from '../../session';
import { isBookingId, runBookingCall, type ActionResult } from './action-result';

export async function resendBookingAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) throw new Error('Invalid booking id');
  return runBookingCall('booking-edit', () => authedRequest(`/booking/${id}/resend`, { method: 'POST' }), 'resent');
}
