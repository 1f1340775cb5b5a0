'use server';
// POST /booking/{id}/extend {days} – at least 5 days (docs/domain/validation.md), re-checked here with the contract's schema.
// The toast names the deadline the server set, in business time as the dialog's preview wrote it, so the user
// sees what was confirmed without opening the booking.
import { getTranslations } from '@/lib/i18n/server';
import { bookingReply, extendBookingBody } from '@/contract/bookings';
import { getFormat } from '@/lib/format/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { bookingChanges } from './booking-command';

export const extendBookingAction = defineAction({
  access: ['booking-edit'],
  args: (id: unknown, days: unknown) => (isRecordId(id) ? { id, input: { days } } : undefined),
  schema: extendBookingBody,
  call: async ({ id, body }) => (await authedRequest(`/booking/${id}/extend`, { method: 'POST', body, schema: bookingReply })).data,
  success: async (booking) => {
    const [t, format] = await Promise.all([getTranslations('bookings.messages'), getFormat()]);
    return t('extended', { date: format.dateTime(booking.expiration_date) });
  },
  changes: bookingChanges,
});
