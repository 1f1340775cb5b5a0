// The comments thread of a booking: read oldest first, and add one signed by the caller. Both check that the
// booking is the caller's tenant's first (another tenant's is the same 404 as a missing one).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookingComments, users } from '@/backend/db/schema';
import { assertTenantBooking } from '@/backend/modules/bookings/get-booking';
import type { Executor } from '@/backend/modules/bookings/transaction';
import type { BookingComment } from '@/contract/booking-comments';

interface BookingRef {
  tenantId: number;
  bookingId: number;
}

const authorName = sql<string>`trim(concat(${users.personalInfo}->>'name', ' ', ${users.personalInfo}->>'last_name'))`;

async function listComments(db: Executor, bookingId: number, onlyId?: number): Promise<BookingComment[]> {
  const rows = await db
    .select({ comment: bookingComments, user: { id: users.id, name: authorName } })
    .from(bookingComments)
    .leftJoin(users, eq(users.id, bookingComments.userId))
    .where(onlyId === undefined ? eq(bookingComments.bookingId, bookingId) : eq(bookingComments.id, onlyId))
    .orderBy(asc(bookingComments.id));
  return rows.map(({ comment, user }) => ({
    id: comment.id,
    booking_id: comment.bookingId,
    body: comment.body,
    user: user && user.id !== null ? user : null,
    created_at: comment.createdAt.toISOString(),
  }));
}

export async function findBookingComments(db: Database, input: BookingRef): Promise<BookingComment[]> {
  await assertTenantBooking(db, input);
  return listComments(db, input.bookingId);
}

export async function addBookingComment(db: Database, input: BookingRef & { userId: number; body: string }): Promise<BookingComment> {
  return db.transaction(async (tx) => {
    await assertTenantBooking(tx, input);
    const [row] = await tx.insert(bookingComments).values({ bookingId: input.bookingId, userId: input.userId, body: input.body }).returning({ id: bookingComments.id });
    const [comment] = await listComments(tx, input.bookingId, row!.id);
    return comment!;
  });
}
