'use server';
// POST /booking/{id}/public-order – give the booking the order number its traveller uses on /boarding-pass and
// /solicitud-de-datos (the same number if it already has one).
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function issueOrderNumberAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-edit', () => authedRequest(`/booking/${id}/public-order`, { method: 'POST' }), 'orderIssued');
}
