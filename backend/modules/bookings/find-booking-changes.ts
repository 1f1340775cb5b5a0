// GET /booking/{id}/changes: the booking's history, oldest first (the detail view's timeline).
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookingChanges, statuses, users } from '@/backend/db/schema';
import type { BookingChange } from '@/contract/bookings';
import { assertTenantBooking } from './get-booking';
import type { Executor } from './transaction';

const statusFrom = alias(statuses, 'status_from');
const statusTo = alias(statuses, 'status_to');

export async function findBookingChanges(db: Executor, input: { tenantId: number; bookingId: number }): Promise<BookingChange[]> {
  await assertTenantBooking(db, input);
  return listChanges(db, input.bookingId);
}

/** Without the tenant check: callers have made it. */
export async function listChanges(db: Executor, bookingId: number): Promise<BookingChange[]> {
  const rows = await db
    .select({
      change: bookingChanges,
      statusFrom: { id: statusFrom.id, name: statusFrom.name },
      statusTo: { id: statusTo.id, name: statusTo.name },
      user: { id: users.id, name: sql<string>`trim(concat(${users.personalInfo}->>'name', ' ', ${users.personalInfo}->>'last_name'))` },
    })
    .from(bookingChanges)
    .leftJoin(statusFrom, eq(statusFrom.id, bookingChanges.statusFrom))
    .leftJoin(statusTo, eq(statusTo.id, bookingChanges.statusTo))
    .leftJoin(users, eq(users.id, bookingChanges.userId))
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.id));
  return rows.map(({ change, ...row }) => ({
    id: change.id,
    booking_id: change.bookingId,
    action: change.action,
    status_from: row.statusFrom,
    status_to: row.statusTo,
    changes: change.changes,
    user: row.user,
    created_at: change.createdAt.toISOString(),
  }));
}
