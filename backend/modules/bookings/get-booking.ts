// GET /booking/{id}: one booking of the tenant with its history; another tenant's → 404.
import { and, eq } from 'drizzle-orm';
import { bookings } from '@/backend/db/schema';
import type { Booking } from '@/contract/bookings';
import { bookingNotFound } from './booking-errors';
import { getBookingOrThrow } from './booking-record';
import { listChanges } from './find-booking-changes';
import type { Executor } from './transaction';

export async function getBooking(db: Executor, input: { tenantId: number; bookingId: number }): Promise<Booking> {
  const booking = await getBookingOrThrow(db, input);
  return { ...booking, changes: await listChanges(db, booking.id) };
}

/** The tenant check alone (no lock, no joins), for reads about a booking. */
export async function assertTenantBooking(db: Executor, input: { tenantId: number; bookingId: number }): Promise<void> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.providerId, input.tenantId), eq(bookings.id, input.bookingId)));
  if (!row) throw bookingNotFound();
}
