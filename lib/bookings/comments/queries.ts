// GET /booking/{id}/comments – the booking's comments thread; null when it could not be read (the detail page
// still shows, with a note).
import 'server-only';
import { bookingCommentList } from '@/contract/booking-comments';
import { nullOnApiError } from '../../api-optional';
import { authedRequest, requirePermission } from '../../session';

export async function findBookingComments(id: number) {
  await requirePermission('booking-comments');
  return nullOnApiError(async () => (await authedRequest(`/booking/${id}/comments`, { schema: bookingCommentList })).data, 'findBookingComments');
}
