// One booking as the API answers it (contract `booking`): the joined select every read shares.
import { and, eq, type SQL } from 'drizzle-orm';
import { bookings, doors, locations, providers, sizes, statuses } from '@/backend/db/schema';
import type { Booking } from '@/contract/bookings';
import { bookingNotFound } from './booking-errors';
import { parcelInLockerStatuses } from './booking-rules';
import type { Executor } from './transaction';

export const bookingColumns = {
  booking: bookings,
  location: { id: locations.id, description: locations.description, address: locations.address, latitude: locations.latitude, longitude: locations.longitude },
  door: { id: doors.id, number: doors.number },
  status: { id: statuses.id, name: statuses.name },
  size: sizes,
  provider: { id: providers.id, name: providers.name },
};

/** The joined select; add `.where(…)` (always with the tenant) and ordering. */
export function selectBookings(db: Executor) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .innerJoin(doors, eq(doors.id, bookings.doorId))
    .innerJoin(statuses, eq(statuses.id, bookings.statusId))
    .innerJoin(sizes, eq(sizes.id, bookings.sizeId))
    .innerJoin(providers, eq(providers.id, bookings.providerId));
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

export function toBookingReply(row: BookingRow): Booking {
  const b = row.booking;
  return {
    id: b.id,
    location: row.location,
    door: row.door,
    status: row.status,
    size: {
      id: row.size.id,
      name: row.size.name,
      height: row.size.heightMm / 10,
      width: row.size.widthMm / 10,
      depth: row.size.depthMm / 10,
    },
    insert_code: b.insertCode,
    // The pickup code is only useful (and only shown) while the parcel waits in the locker.
    pickup_code: parcelInLockerStatuses.includes(b.statusId) ? b.pickupCode : null,
    code_validity_hours: b.codeValidityHours,
    expiration_date: b.expirationDate.toISOString(),
    insert_date: b.insertDate?.toISOString() ?? null,
    withdrawal_date: b.withdrawalDate?.toISOString() ?? null,
    withdrew_by: b.withdrewBy,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
    version: b.version,
    client: {
      description: b.client.description,
      email: b.client.email ?? null,
      document: b.client.document ?? null,
      phone_number: b.client.phone_number ?? null,
      phone_country: b.client.phone_country ?? null,
    },
    client_id: b.clientId,
    provider: row.provider,
    notes: b.notes,
    fenicio_order_id: b.fenicioOrderId,
    districad: b.districad,
    whatsapp: b.whatsapp,
  };
}

/** The tenant's booking or 404 (another tenant's booking is indistinguishable from a missing one). */
export async function getBookingOrThrow(db: Executor, input: { tenantId: number; bookingId: number }): Promise<Booking> {
  const [row] = await selectBookings(db).where(tenantBooking(input));
  if (!row) throw bookingNotFound();
  return toBookingReply(row);
}

export function tenantBooking(input: { tenantId: number; bookingId: number }): SQL {
  return and(eq(bookings.providerId, input.tenantId), eq(bookings.id, input.bookingId))!;
}

/** Locks the tenant's booking row for the rest of the transaction, or 404. */
export async function lockBookingOrThrow(tx: Executor, input: { tenantId: number; bookingId: number }) {
  const [row] = await tx.select().from(bookings).where(tenantBooking(input)).for('update');
  if (!row) throw bookingNotFound();
  return row;
}

export type BookingDbRow = typeof bookings.$inferSelect;
