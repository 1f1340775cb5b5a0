'use server';
// PATCH /booking/{id} – the edit modal's save: re-parsed with the form's schema (derived from the contract), sent
// with the version the form was loaded with (If-Match), so a save over someone else's answers their booking as it
// is now (412) instead of overwriting it. The backend refuses a finished booking (412) and, after drop-off, a new
// code validity (412); those messages reach the form as they come.
import { getTranslations } from '@/lib/i18n/server';
import { bookingReply } from '@/contract/bookings';
import { editArgs } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { editBookingForm } from '../create-booking-schema';
import { editableBooking } from '../editable-booking';
import { ciRules } from '../permissions';
import { getBookingForEdit } from '../queries';
import { bookingChanges } from './booking-command';
import { missingDocument } from './missing-document';

export const updateBookingAction = defineAction({
  access: ['booking-edit'],
  args: editArgs,
  schema: editBookingForm,
  guard: ({ me, body }) => missingDocument(ciRules(me).required, body.client),
  call: ({ id, body, version }) => authedRequest(`/booking/${id}`, { method: 'PATCH', body, version, schema: bookingReply }),
  // Someone saved first: the form gets the fields it edits of their booking.
  current: async ({ id }) => {
    const current = await getBookingForEdit(id);
    return current && editableBooking(current);
  },
  success: async (_reply, { id }) => (await getTranslations('bookings.messages'))('updated', { id }),
  changes: bookingChanges,
});
