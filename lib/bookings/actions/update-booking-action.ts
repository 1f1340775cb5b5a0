'use server';
// PATCH /booking/{id} – the edit modal's save: re-parsed with the form's schema (derived from the contract), sent
// with the version the form was loaded with (If-Match), so a save over someone else's answers their booking as it
// is now (412) instead of overwriting it. The backend refuses a finished booking (412) and, after drop-off, a new
// code validity (412); those messages reach the form as they come.
import { getTranslations } from '@/lib/i18n/server';
import { bookingReply } from '@/contract/bookings';
import { editVersion, invalid, isRecordId, refusedInput } from '../../actions/action-result';
import { ApiError } from '../../api-errors';
import { authedRequest, requirePermission } from '../../session';
import { editBookingForm } from '../create-booking-schema';
import { editableBooking } from '../editable-booking';
import { ciRules } from '../permissions';
import { getBookingForEdit } from '../queries';
import { failure, missingDocument, revalidateBookings, type ActionResult } from './action-result';

/** `version`: the booking's version when the form opened; without one, the save is not checked against others'. */
export async function updateBookingAction(id: number, input: unknown, version?: number): Promise<ActionResult> {
  if (!isRecordId(id)) return refusedInput();
  const me = await requirePermission('booking-edit');
  const parsed = editBookingForm.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const missing = missingDocument(ciRules(me).required, parsed.data.client);
  if (missing) return missing;
  try {
    await authedRequest(`/booking/${id}`, { method: 'PATCH', body: parsed.data, version: editVersion(version), schema: bookingReply });
  } catch (error) {
    const refused = await failure(error);
    if (refused.ok || !(error instanceof ApiError && error.stale)) return refused;
    // Someone saved first: the screens show their booking, and the form gets the fields it edits of it.
    revalidateBookings();
    const current = await getBookingForEdit(id);
    return { ...refused, conflict: { current: current && editableBooking(current) } };
  }
  revalidateBookings();
  return { ok: true, message: (await getTranslations('bookings.messages'))('updated', { id }) };
}
