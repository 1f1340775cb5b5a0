// Where order numbers come from: staff issue one for a booking they share with its traveller (the boarding pass and
// the data request look bookings up by it). One per booking: the booking row is locked and the first call stores
// the number, later calls answer the same one. A finished booking gets no new number (412); another tenant's → 404.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { publicOrders } from '@/backend/db/schema';
import { assertAllowed } from '@/backend/modules/bookings/booking-errors';
import { lockBookingOrThrow } from '@/backend/modules/bookings/booking-record';
import { retryOnUniqueViolation } from '@/backend/modules/bookings/transaction';
import type { IssuedOrder } from '@/contract/public-orders';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const length = 8;

/** 8 of 31 symbols, about 40 bits: a claim ticket nobody walks to by guessing under the lookups' rate limit. */
export function newOrderNumber(): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export function issueOrderNumber(db: Database, input: { tenantId: number; bookingId: number }): Promise<IssuedOrder & { issued: boolean }> {
  return retryOnUniqueViolation(['public_orders_order_number_unique'], () =>
    db.transaction(async (tx) => {
      const booking = await lockBookingOrThrow(tx, input);
      const [existing] = await tx.select({ orderNumber: publicOrders.orderNumber }).from(publicOrders).where(eq(publicOrders.bookingId, booking.id));
      if (existing) return { order_number: existing.orderNumber, booking_id: booking.id, issued: false };
      assertAllowed('edit', booking.statusId);
      const orderNumber = newOrderNumber();
      await tx.insert(publicOrders).values({ providerId: input.tenantId, bookingId: booking.id, orderNumber });
      return { order_number: orderNumber, booking_id: booking.id, issued: true };
    }),
  );
}
