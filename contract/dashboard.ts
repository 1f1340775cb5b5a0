// GET /dashboard: the tenant's counts (docs/domain/screens.md, the `/` route), answered bare (no data wrap) as the clients read it.
import { z } from 'zod';

export const dashboardAvailability = z.object({
  location_id: z.number().int(),
  description: z.string(),
  size_id: z.number().int(),
  /** Enabled doors of that size with no active booking. */
  free: z.number().int(),
  total: z.number().int(),
});

/** The custom (vending) variant's counts; present only for custom tenants. */
export const vendingDashboard = z.object({
  stock_by_locker: z.array(
    z.object({
      location_id: z.number().int(),
      description: z.string(),
      /** Doors holding an article for sale. */
      available: z.number().int(),
      /** Doors holding a returned container to collect. */
      containers: z.number().int(),
      empty: z.number().int(),
    }),
  ),
  sales_today: z.number().int(),
  /** Decimal string with two places. */
  sales_today_amount: z.string(),
  /** Empty doors plus doors with a container: what a delivery man should refill. */
  doors_to_refill: z.number().int(),
});
export type VendingDashboard = z.infer<typeof vendingDashboard>;

export const dashboardReply = z.object({
  /** Reserva (2): booked, waiting for the parcel. */
  toPut: z.number().int(),
  /** Ingresado (3): in the locker, waiting for the recipient. */
  toTake: z.number().int(),
  /** The tenant's credit balance. */
  credits: z.number().int(),
  /** Parcels physically in a locker: Ingresado, Retiro Vencido and Autorizacion retiro (3, 6, 11). */
  inLockers: z.number().int(),
  /** Autorizacion retiro (11). */
  autWithdrawal: z.number().int(),
  /** Enabled doors of enabled lockers with no active booking. */
  freeDoors: z.number().int(),
  /** Retiro Vencido (6): can be resent or extended from the dashboard. */
  expiredPickups: z.number().int(),
  /** The tenant's custom flag: selects the custom dashboard variant. */
  custom_dashboard: z.boolean(),
  /** Free doors per enabled locker and size (the availability widget). */
  availability: z.array(dashboardAvailability),
  vending: vendingDashboard.optional(),
});
export type DashboardReply = z.infer<typeof dashboardReply>;

/** GET /dashboard/reports (datstudio-show-data): the dashboard's reports area, the last `days` days. */
export const dashboardReportsReply = z.object({
  days: z.number().int(),
  /** Bookings made in the period (pre-bookings included). */
  created: z.number().int(),
  /** Parcels collected in the period. */
  pickedUp: z.number().int(),
  /** Bookings made in the period whose drop-off or pickup deadline passed (statuses 5 and 6). */
  expired: z.number().int(),
  /** Mean hours a parcel collected in the period waited in the locker; null with none. */
  averagePickupHours: z.number().nullable(),
  /** The lockers with most bookings made in the period, most first (at most 5). */
  byLocker: z.array(z.object({ location_id: z.number().int(), description: z.string(), created: z.number().int() })),
});
export type DashboardReports = z.infer<typeof dashboardReportsReply>;
