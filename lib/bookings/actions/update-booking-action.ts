'use server';
// PATCH /booking/{id} – the edit modal's save: re-parsed with the form's schema (derived from the contract), sent
// with the version the form was loaded with (If-Match), so a save over someone else's answers their booking as it
// is now (412) instead of overwriting it. The backend refuses a finished booking (412) and, after drop-off, a new
// code validity (412); those messages reach the form as they come.
import { getTranslations } from 'next-intl/server';
import { bookingReply, requiredMessage } from '@/contract/bookings';
import { editVersion, invalid, isRecordId, refusedInput, type ActionResult } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest, requirePermission } from '../../session';
import { editBookingForm } from '../create-booking-schema';
import { ciRules } from '../permissions';
import { getBookingForEdit } from '../queries';

/** `version`: the booking's version when the form opened; without one, the save is not checked against others'. */
export async function updateBookingAction(id: number, input: unknown, version?: number): Promise<ActionResult> {
  if (!isRecordId(id)) return refusedInput();
  const me = await requirePermission('booking-edit');
  const parsed = editBookingForm.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  // Spec §3 needs_id: the CI stays required, as at creation.
  if (ciRules(me).required && !parsed.data.client.document) {
    return { ok: false, message: requiredMessage, fieldErrors: { 'client.document': requiredMessage } };
  }
  return runAction({
    permissions: ['booking-edit'],
    // The list, the booking's page, and the dashboard's expired pickups show these fields.
    revalidate: ['/reservas', `/reservas/${id}`, '/'],
    call: () => authedRequest(`/booking/${id}`, { method: 'PATCH', body: parsed.data, version: editVersion(version), schema: bookingReply }),
    current: () => getBookingForEdit(id),
    message: async () => (await getTranslations('bookings.messages'))('updated', { id }),
  });
}
