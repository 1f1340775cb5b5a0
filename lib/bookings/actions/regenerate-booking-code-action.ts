'use server';
// POST /booking/{id}/regenerate-code – a new drop-off code; the old one stops working (confirmed in the UI).
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function regenerateBookingCodeAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-edit', () => authedRequest(`/booking/${id}/regenerate-code`, { method: 'POST' }), 'regenerated');
}
