// Signed-out lookups by order number: the boarding pass (docs/domain/screens.md) and the traveller's data request (docs/domain/validation.md: open
// until submitted, then completed and read-only). Every miss is the same 404, malformed numbers included.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, dataRequests, locations, publicOrders, sizes, statuses } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import {
  boardingPassNotFoundMessage,
  dataRequestCompletedMessage,
  dataRequestNotFoundMessage,
  normaliseOrderNumber,
  orderNumberPattern,
  type BoardingPass,
  type DataRequestBody,
} from '@/contract/public-orders';

async function findOrder(db: Database, orderNumber: string) {
  const number = normaliseOrderNumber(orderNumber);
  if (!orderNumberPattern.test(number)) return null;
  const [row] = await db
    .select({ id: publicOrders.id, orderNumber: publicOrders.orderNumber, bookingId: publicOrders.bookingId, request: { id: dataRequests.id, name: dataRequests.name, lastName: dataRequests.lastName } })
    .from(publicOrders)
    .leftJoin(dataRequests, eq(dataRequests.orderId, publicOrders.id))
    .where(eq(publicOrders.orderNumber, number));
  return row ?? null;
}

export async function getBoardingPass(db: Database, orderNumber: string): Promise<BoardingPass> {
  const order = await findOrder(db, orderNumber);
  const [row] = order
    ? await db
        .select({
          description: locations.description,
          address: locations.address,
          size: { id: sizes.id, name: sizes.name },
          status: { id: statuses.id, name: statuses.name },
          expiration: bookings.expirationDate,
        })
        .from(bookings)
        .innerJoin(locations, eq(locations.id, bookings.locationId))
        .innerJoin(sizes, eq(sizes.id, bookings.sizeId))
        .innerJoin(statuses, eq(statuses.id, bookings.statusId))
        .where(eq(bookings.id, order.bookingId))
    : [];
  if (!order || !row) throw new AppError('not_found', boardingPassNotFoundMessage);
  return {
    order_number: order.orderNumber,
    location: { description: row.description, address: row.address },
    size: row.size,
    status: row.status,
    expiration_date: row.expiration.toISOString(),
    passenger: order.request?.id ? `${order.request.name} ${order.request.lastName}` : null,
  };
}

export async function getDataRequestStatus(db: Database, orderNumber: string) {
  const order = await findOrder(db, orderNumber);
  if (!order) throw new AppError('not_found', dataRequestNotFoundMessage);
  return { order_number: order.orderNumber, completed: Boolean(order.request?.id) };
}

/** Finds the open order (404, or 409 once completed) before the body is validated, so the user learns that first. */
export async function openDataRequestOrThrow(db: Database, orderNumber: string) {
  const order = await findOrder(db, orderNumber);
  if (!order) throw new AppError('not_found', dataRequestNotFoundMessage);
  if (order.request?.id) throw new AppError('conflict', dataRequestCompletedMessage);
  return order;
}

/** Completes the request; a concurrent second submit loses on the unique index and gets the same 409. */
export async function completeDataRequest(db: Database, orderId: number, body: DataRequestBody) {
  const inserted = await db
    .insert(dataRequests)
    .values({ orderId, name: body.name, lastName: body.last_name, email: body.email, passport: body.passport, flightNumber: body.flight_number })
    .onConflictDoNothing({ target: dataRequests.orderId })
    .returning({ id: dataRequests.id });
  if (inserted.length === 0) throw new AppError('conflict', dataRequestCompletedMessage);
}
