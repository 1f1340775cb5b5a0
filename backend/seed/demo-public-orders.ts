// Order numbers for the public boarding pass and data request pages (demo only): three of Demo Lockers' waiting
// bookings, one of them with its data request already completed.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bookings, dataRequests, publicOrders } from '@/backend/db/schema';
import type { Database } from '@/backend/db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Documented in the README; the browser tests use them. */
export const demoOrderNumbers = { open: 'UX7K2M9Q', other: 'AR4P8N3D', completed: 'LA9T5R2C' } as const;

export async function insertDemoPublicOrders(tx: Transaction, tenantId: number): Promise<void> {
  const waiting = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.providerId, tenantId), inArray(bookings.statusId, [2, 3])))
    .orderBy(asc(bookings.id))
    .limit(3);
  const numbers = [demoOrderNumbers.open, demoOrderNumbers.other, demoOrderNumbers.completed];
  const orders = await tx
    .insert(publicOrders)
    .values(waiting.map((b, i) => ({ providerId: tenantId, bookingId: b.id, orderNumber: numbers[i]! })))
    .returning({ id: publicOrders.id, orderNumber: publicOrders.orderNumber });
  const completed = orders.find((o) => o.orderNumber === demoOrderNumbers.completed);
  if (completed) {
    await tx.insert(dataRequests).values({ orderId: completed.id, name: 'Lucía', lastName: 'Pereira', email: 'lucia.pereira@example.com', passport: 'C1234567', flightNumber: 'UX46' });
  }
}
