// The custom dashboard's vending counts (docs/features.md "Custom dashboard"): per locker, doors with an article for sale,
// containers to collect and empty doors; sales of today (business day) and their amount; doors to refill.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { vendingSales } from '@/backend/db/schema';
import { businessDayRange, businessToday } from '@/common/business-time';
import { centsToPrice } from '@/contract/articles';
import type { VendingDashboard } from '@/contract/dashboard';
import { findStock } from './find-stock';


export async function getVendingDashboard(db: Database, input: { tenantId: number; now?: Date }): Promise<VendingDashboard> {
  const [start, end] = businessDayRange(businessToday(input.now ?? new Date()))!;
  const [stock, [today]] = await Promise.all([
    findStock(db, { tenantId: input.tenantId, query: { lockerIds: undefined, sortBy: 'door', orderBy: 'ASC', page: 1, perPage: 5000 }, page: { page: 1, perPage: 5000 } }),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number), cents: sql<number>`coalesce(sum(${vendingSales.totalAmountCents}), 0)`.mapWith(Number) })
      .from(vendingSales)
      .where(and(eq(vendingSales.providerId, input.tenantId), gte(vendingSales.purchasedAt, start), lt(vendingSales.purchasedAt, end))),
  ]);
  const byLocker = new Map<number, VendingDashboard['stock_by_locker'][number]>();
  for (const row of stock.rows) {
    const entry = byLocker.get(row.idLocker) ?? { location_id: row.idLocker, description: row.locker, available: 0, containers: 0, empty: 0 };
    if (row.estado_contenido === 'disponible') entry.available++;
    else if (row.estado_contenido === 'envase') entry.containers++;
    else entry.empty++;
    byLocker.set(row.idLocker, entry);
  }
  const lockers = [...byLocker.values()];
  return {
    stock_by_locker: lockers,
    sales_today: today?.count ?? 0,
    sales_today_amount: centsToPrice(today?.cents ?? 0),
    doors_to_refill: lockers.reduce((total, l) => total + l.containers + l.empty, 0),
  };
}
