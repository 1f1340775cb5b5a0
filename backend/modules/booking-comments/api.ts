// Registry entries of /booking/{id}/comments (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { bookingCommentBody, bookingCommentList, bookingCommentReply } from '@/contract/booking-comments';

const tag = 'Bookings';

export const bookingCommentApi = {
  list: apiRoute({ method: 'get', path: '/booking/{id}/comments', tag, reply: bookingCommentList, summary: 'The booking’s comments, oldest first (booking-comments).' }),
  add: apiRoute({
    method: 'post', path: '/booking/{id}/comments', tag, body: bookingCommentBody, reply: bookingCommentReply, status: 201,
    summary: 'Add a comment to the booking, signed by the caller (booking-comments).',
  }),
};
