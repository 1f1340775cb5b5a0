'use server';
// POST /booking/{id}/comments – a non-blank comment of up to 1000 characters (contract/booking-comments.ts); the
// booking's page refreshes with it.
import { getTranslations } from '@/lib/i18n/server';
import { bookingCommentBody } from '@/contract/booking-comments';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function addBookingCommentAction(bookingId: number, input: unknown) {
  if (!isRecordId(bookingId)) return refusedInput();
  return runFormAction(bookingCommentBody, input, {
    permissions: ['booking-comments'],
    revalidate: `/reservas/${bookingId}`,
    call: (body) => authedRequest(`/booking/${bookingId}/comments`, { method: 'POST', body }),
    message: async () => (await getTranslations('bookings.comments'))('added'),
  });
}
