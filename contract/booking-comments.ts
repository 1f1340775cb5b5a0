// GET and POST /booking/{id}/comments: the booking's comments thread, oldest first (booking-comments).
import { z } from 'zod';
import { dataReply } from './common';
import { requiredText } from './fields';

export const bookingCommentMaxLength = 1000;

/** POST /booking/{id}/comments */
export const bookingCommentBody = z.object({ body: requiredText(bookingCommentMaxLength) });
export type BookingCommentBody = z.infer<typeof bookingCommentBody>;

export const bookingComment = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  body: z.string(),
  /** null once the author's user was deleted. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type BookingComment = z.infer<typeof bookingComment>;

export const bookingCommentList = dataReply(z.array(bookingComment));
export const bookingCommentReply = dataReply(bookingComment);
