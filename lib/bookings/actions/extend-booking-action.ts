'use server';
// POST /booking/{id}/extend {days} – at least 5 days (docs/domain/validation.md), re-checked here with the contract's schema.
import { extendBookingBody } from '@/contract/bookings';
import { authedRequest } from '../../session';
import { isBookingId, refusedInput, runBookingCall, type ActionResult } from './action-result';

export async function extendBookingAction(id: number, days: unknown): Promise<ActionResult> {
  if (!isBookingId(id)) return refusedInput();
  const parsed = extendBookingBody.safeParse({ days });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    return { ok: false, message, fieldErrors: { days: message } };
  }
  return runBookingCall('booking-edit', () => authedRequest(`/booking/${id}/extend`, { method: 'POST', body: parsed.data }), 'extended');
}
