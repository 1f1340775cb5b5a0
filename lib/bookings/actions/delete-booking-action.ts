'use server';
// DELETE /booking/{id} – frees the door (Eliminada); the UI asks for confirmation first.
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { bookingChanges } from './booking-command';

export const deleteBookingAction = defineAction({
  access: ['booking-delete'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/booking/${id}`, { method: 'DELETE' }),
  success: async () => (await getTranslations('bookings.messages'))('deleted'),
  changes: bookingChanges,
});
