// GET /dashboard: the tenant's counts in two queries (bookings by status, free doors per locker and size).
// Cheap at scale: the status counts use (provider_id, status_id, id), and the door count reads only the
// tenant's doors against the partial unique index of active bookings.
import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, doors, locations, providers } from '@/backend/db/schema';
import { activeStatuses, bookingStatus, parcelInLockerStatuses } from '@/backend/modules/bookings/booking-rules';
import { getVendingDashboard } from '@/backend/modules/vending/vending-dashboard';
import type { DashboardReply } from '@/contract/dashboard';

const countedStatuses = [bookingStatus.booked, ...parcelInLockerStatuses];

export async function getDashboard(db: Database, input: { tenantId: number }): Promise<DashboardReply> {
  const [byStatus, doorRows, [provider]] = await Promise.all([
    db
      .select({ statusId: bookings.statusId, total: count() })
      .from(bookings)
      .where(and(eq(bookings.providerId, input.tenantId), inArray(bookings.statusId, countedStatuses)))
      .groupBy(bookings.statusId),
    db
      .select({
        locationId: locations.id,
        description: locations.description,
        sizeId: doors.sizeId,
        total: count(),
        free: sql<number>`count(*) filter (where ${notExists(
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.doorId, doors.id), inArray(bookings.statusId, [...activeStatuses]))),
        )})`.mapWith(Number),
      })
      .from(doors)
      .innerJoin(locations, eq(locations.id, doors.locationId))
      .where(and(eq(locations.providerId, input.tenantId), eq(locations.enabled, true), eq(doors.enabled, true)))
      .groupBy(locations.id, locations.description, doors.sizeId)
      .orderBy(asc(locations.id), asc(doors.sizeId)),
    db.select({ credits: providers.credits, custom: providers.custom }).from(providers).where(eq(providers.id, input.tenantId)),
  ]);
  const vending = provider?.custom ? await getVendingDashboard(db, { tenantId: input.tenantId }) : undefined;
  const statusCount = (statusId: number) => byStatus.find((row) => row.statusId === statusId)?.total ?? 0;
  return {
    toPut: statusCount(bookingStatus.booked),
    toTake: statusCount(bookingStatus.droppedOff),
    credits: provider?.credits ?? 0,
    inLockers: parcelInLockerStatuses.reduce((total, statusId) => total + statusCount(statusId), 0),
    autWithdrawal: statusCount(bookingStatus.withdrawalAuthorized),
    freeDoors: doorRows.reduce((total, row) => total + row.free, 0),
    expiredPickups: statusCount(bookingStatus.pickupExpired),
    custom_dashboard: provider?.custom ?? false,
    availability: doorRows.map((row) => ({
      location_id: row.locationId,
      description: row.description,
      size_id: row.sizeId,
      free: row.free,
      total: row.total,
    })),
    ...(vending ? { vending } : {}),
  };
}
