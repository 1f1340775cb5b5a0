// GET /dashboard/reports: the reports area of the dashboard (datstudio-show-data): what the last 30 days held.
// Reads the tenant's slice through bookings_provider_created_at_idx (made in the period) and a second pass for the
// pickups, whose withdrawal date may fall in the period for an older booking.
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings, locations } from '@/backend/db/schema';
import { bookingStatus } from '@/backend/modules/bookings/booking-rules';
import type { DashboardReports } from '@/contract/dashboard';

export const reportDays = 30;

export async function getDashboardReports(db: Database, input: { tenantId: number; now?: Date }): Promise<DashboardReports> {
  const since = new Date((input.now ?? new Date()).getTime() - reportDays * 86_400_000);
  const madeInPeriod = and(eq(bookings.providerId, input.tenantId), gte(bookings.createdAt, since));
  const [[made], [collected], byLocker] = await Promise.all([
    db
      .select({
        created: count(),
        expired: sql<number>`count(*) filter (where ${inArray(bookings.statusId, [bookingStatus.dropOffExpired, bookingStatus.pickupExpired])})`.mapWith(Number),
      })
      .from(bookings)
      .where(madeInPeriod),
    db
      .select({
        pickedUp: count(),
        averageHours: sql<number | null>`avg(extract(epoch from (${bookings.withdrawalDate} - ${bookings.insertDate})) / 3600)`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(bookings)
      .where(and(eq(bookings.providerId, input.tenantId), eq(bookings.statusId, bookingStatus.pickedUp), gte(bookings.withdrawalDate, since))),
    db
      .select({ location_id: locations.id, description: locations.description, created: count() })
      .from(bookings)
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .where(madeInPeriod)
      .groupBy(locations.id, locations.description)
      .orderBy(desc(count()), locations.id)
      .limit(5),
  ]);
  const average = collected?.averageHours;
  return {
    days: reportDays,
    created: made?.created ?? 0,
    pickedUp: collected?.pickedUp ?? 0,
    expired: made?.expired ?? 0,
    averagePickupHours: average === null || average === undefined ? null : Math.round(average * 10) / 10,
    byLocker,
  };
}
