// GET /sales/booking: the tenant's vending sales with their load (docs/domain/screens.md's 17 columns), filtered by lockers and
// purchase day (business time), 100 per page, sorted by idReserva (the sale's id) unless asked otherwise.
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { articles, users, vendingLoads, vendingSales } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import { businessDayRange } from '@/common/business-time';
import { centsToPrice } from '@/contract/articles';
import { dateFilterMessage, type Sale, type SaleSortColumn, type SalesQuery } from '@/contract/vending';

const loader = aliasedTable(users, 'loader');
const collector = aliasedTable(users, 'collector');
const bought = aliasedTable(articles, 'bought');

const sortColumns: Record<SaleSortColumn, SQL | typeof vendingSales.id> = {
  idReserva: vendingSales.id,
  idLocker: sql`${vendingLoads.locationId}`,
  fechaCargaArticulo: sql`${vendingLoads.loadedAt}`,
  fechaCompra: sql`${vendingSales.purchasedAt}`,
  total_amount: sql`${vendingSales.totalAmountCents}`,
  fechaRetiroEnvase: sql`${vendingSales.containerReturnedAt}`,
};

const fullName = (info: { name: string; last_name: string } | null) => (info ? `${info.name} ${info.last_name}`.trim() : null);

function dayBound(day: string, field: 'startDate' | 'endDate'): Date {
  const range = businessDayRange(day);
  if (!range) throw new AppError('validation', dateFilterMessage, { [field]: [dateFilterMessage] });
  return field === 'startDate' ? range[0] : range[1];
}

export async function findSales(db: Database, input: { tenantId: number; query: SalesQuery; page: PageRequest }): Promise<{ rows: Sale[]; total: number }> {
  const q = input.query;
  const conditions: SQL[] = [eq(vendingSales.providerId, input.tenantId)];
  if (q.lockerIds?.length) conditions.push(inArray(vendingLoads.locationId, q.lockerIds));
  if (q.startDate) conditions.push(gte(vendingSales.purchasedAt, dayBound(q.startDate, 'startDate')));
  if (q.endDate) conditions.push(lt(vendingSales.purchasedAt, dayBound(q.endDate, 'endDate')));
  const where = and(...conditions);
  const direction = q.orderBy === 'ASC' ? asc : desc;
  const order = q.sortBy === 'idReserva' ? [direction(vendingSales.id)] : [direction(sortColumns[q.sortBy]), direction(vendingSales.id)];

  const select = db
    .select({
      sale: vendingSales,
      load: vendingLoads,
      loaderInfo: loader.personalInfo,
      collectorInfo: collector.personalInfo,
      boughtName: bought.nombre,
    })
    .from(vendingSales)
    .innerJoin(vendingLoads, eq(vendingLoads.id, vendingSales.loadId))
    .innerJoin(bought, eq(bought.id, vendingSales.articleBoughtId))
    .leftJoin(loader, eq(loader.id, vendingLoads.loadedBy))
    .leftJoin(collector, eq(collector.id, vendingSales.returnedBy))
    .where(where)
    .orderBy(...order);
  const counted = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(vendingSales).innerJoin(vendingLoads, eq(vendingLoads.id, vendingSales.loadId)).where(where);
  const { rows, total } = await pageWithTotal(select.$dynamic(), input.page, async () => (await counted)[0]?.total ?? 0);
  return {
    total,
    rows: rows.map(({ sale, load, loaderInfo, collectorInfo, boughtName }) => ({
      idReserva: sale.id,
      idProveedor: sale.providerId,
      idReservaIN: load.id,
      idLocker: load.locationId,
      fechaCargaArticulo: load.loadedAt.toISOString(),
      repartidorCarga: fullName(loaderInfo),
      fechaCompra: sale.purchasedAt.toISOString(),
      cliente: sale.customerName,
      telefono: sale.customerPhone,
      idArticuloComprado: sale.articleBoughtId,
      ArticuloComprado: boughtName,
      idArticuloEntregado: sale.articleDeliveredId,
      total_amount: centsToPrice(sale.totalAmountCents),
      transaction_id: sale.transactionId,
      authorization_code: sale.authorizationCode,
      fechaRetiroEnvase: sale.containerReturnedAt?.toISOString() ?? null,
      repartidorRetiro: fullName(collectorInfo),
    })),
  };
}
