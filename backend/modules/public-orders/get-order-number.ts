// The order number a booking was given, if any (the booking page shows it or offers to issue one).
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, publicOrders } from '@/backend/db/schema';
import { bookingNotFound } from '@/backend/modules/bookings/booking-errors';
import type { IssuedOrder } from '@/contract/public-orders';

/** Another tenant's booking and a missing one are the same 404; a booking without a number answers null. */
export async function getOrderNumber(db: Database, input: { tenantId: number; bookingId: number }): Promise<IssuedOrder | null> {
  const [row] = await db
    .select({ bookingId: bookings.id, orderNumber: publicOrders.orderNumber })
    .from(bookings)
    .leftJoin(publicOrders, eq(publicOrders.bookingId, bookings.id))
    .where(and(eq(bookings.providerId, input.tenantId), eq(bookings.id, input.bookingId)));
  if (!row) throw bookingNotFound();
  return row.orderNumber ? { order_number: row.orderNumber, booking_id: row.bookingId } : null;
}
