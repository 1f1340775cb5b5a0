'use server';
// POST /booking/{id}/extend {days} – at least 5 days (docs/domain/validation.md), re-checked here with the contract's schema.
import { getTranslations } from '@/lib/i18n/server';
import { extendBookingBody } from '@/contract/bookings';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { bookingChanges } from './booking-command';

export const extendBookingAction = defineAction({
  access: ['booking-edit'],
  args: (id: unknown, days: unknown) => (isRecordId(id) ? { id, input: { days } } : undefined),
  schema: extendBookingBody,
  call: ({ id, body }) => authedRequest(`/booking/${id}/extend`, { method: 'POST', body }),
  success: async () => (await getTranslations('bookings.messages'))('extended'),
  changes: bookingChanges,
});
