// GET  /booking/{id}/comments  – the booking's comments, oldest first (booking-comments)
// POST /booking/{id}/comments  – add one, signed by the caller (booking-comments)
import { describedBy } from '@/backend/http/api-route';
import { bookingCommentApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { parseBody } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';
import { bookingRef } from '@/backend/modules/bookings/routes';

import { addBookingComment, findBookingComments } from './booking-comments';

export function bookingCommentRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/:id{[0-9]+}/comments', describedBy(bookingCommentApi.list), requirePermission('booking-comments'), async (c) => {
      return c.json({ data: await findBookingComments(db, bookingRef(c)) });
    })
    .post('/:id{[0-9]+}/comments', describedBy(bookingCommentApi.add), requirePermission('booking-comments'), async (c) => {
      const ref = bookingRef(c);
      const { body } = await parseBody(c, bookingCommentApi.add);
      return c.json({ data: await addBookingComment(db, { ...ref, body }) }, 201);
    });
}
