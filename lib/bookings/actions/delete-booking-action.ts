'use server';
// DELETE /booking/{id} – frees the door (Eliminada); the UI asks for confirmation first.
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function deleteBookingAction(id: number): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  return runBookingCall('booking-delete', () => authedRequest(`/booking/${id}`, { method: 'DELETE' }), 'deleted');
}
