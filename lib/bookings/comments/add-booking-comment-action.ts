'use server';
// POST /booking/{id}/comments – a non-blank comment of up to 1000 characters (contract/booking-comments.ts); the
// booking's page refreshes with it.
import { getTranslations } from '@/lib/i18n/server';
import { bookingCommentBody } from '@/contract/booking-comments';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const addBookingCommentAction = defineAction({
  access: ['booking-comments'],
  args: (bookingId: unknown, input: unknown) => (isRecordId(bookingId) ? { bookingId, input } : undefined),
  schema: bookingCommentBody,
  call: ({ bookingId, body }) => authedRequest(`/booking/${bookingId}/comments`, { method: 'POST', body }),
  success: async () => (await getTranslations('bookings.comments'))('added'),
  changes: ['bookings'],
});
