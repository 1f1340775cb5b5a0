// GET /stock/booking: what each door of the tenant's lockers holds (docs/domain/screens.md's 7 columns), read from the door's
// latest load (door-content.ts): unsold → the article ("disponible"); sold with the container not yet collected →
// "envase"; sold and collected, or never loaded → "vacia". One row per enabled door; lockerIds narrows the lockers.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { articles, doors, locations, vendingLoads, vendingSales } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { StockQuery, StockRow } from '@/contract/vending';
import { contentState } from './door-content';

export async function findStock(db: Database, input: { tenantId: number; query: StockQuery; page: PageRequest }): Promise<{ rows: StockRow[]; total: number }> {
  const q = input.query;
  const conditions: SQL[] = [eq(locations.providerId, input.tenantId), eq(doors.enabled, true)];
  if (q.lockerIds?.length) conditions.push(inArray(locations.id, q.lockerIds));
  const where = and(...conditions);
  // The latest load of each door (LATERAL keeps it one index probe per door).
  const latest = db
    .select({ id: vendingLoads.id, articleId: vendingLoads.articleId, loadedAt: vendingLoads.loadedAt })
    .from(vendingLoads)
    .where(eq(vendingLoads.doorId, doors.id))
    .orderBy(desc(vendingLoads.loadedAt), desc(vendingLoads.id))
    .limit(1)
    .as('latest');
  const direction = q.orderBy === 'ASC' ? asc : desc;
  // idReserva sorts by the id the row shows: an empty door's (never loaded, or sold and collected) is none, even
  // when it once held a load, so empty doors come last in either direction, as the column's "—" says
  // (contentState's rule in SQL).
  const shownLoadId = sql`case when ${vendingSales.purchasedAt} is not null and ${vendingSales.containerReturnedAt} is not null then null else ${latest.id} end`;
  const order =
    q.sortBy === 'door'
      ? [direction(locations.id), direction(doors.number)]
      : [sql`${shownLoadId} ${sql.raw(q.orderBy === 'ASC' ? 'asc' : 'desc')} nulls last`, asc(locations.id), asc(doors.number)];
  const select = db
    .select({
      door: doors.number,
      locationId: locations.id,
      locker: locations.description,
      loadId: latest.id,
      loadedAt: latest.loadedAt,
      articleId: latest.articleId,
      short: articles.descripcionCorta,
      soldAt: vendingSales.purchasedAt,
      returnedAt: vendingSales.containerReturnedAt,
    })
    .from(doors)
    .innerJoin(locations, eq(locations.id, doors.locationId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(articles, eq(articles.id, latest.articleId))
    .leftJoin(vendingSales, eq(vendingSales.loadId, latest.id))
    .where(where)
    .orderBy(...order);
  const { rows, total } = await pageWithTotal(select.$dynamic(), input.page, () =>
    db.$count(db.select({ id: doors.id }).from(doors).innerJoin(locations, eq(locations.id, doors.locationId)).where(where).as('d')),
  );
  return {
    total,
    rows: rows.map((row): StockRow => {
      const state = contentState(row.loadId === null ? null : { id: row.loadId }, { purchasedAt: row.soldAt, containerReturnedAt: row.returnedAt });
      const holds = state !== 'vacia';
      return {
        door: row.door,
        idLocker: row.locationId,
        locker: row.locker,
        estado_contenido: state,
        tipo_contenido: state === 'disponible' ? 'articulo' : state === 'envase' ? 'envase' : null,
        idArticulo: holds ? row.articleId : null,
        descripcion_corta: holds ? row.short : null,
        fechaIngreso: holds ? (row.loadedAt?.toISOString() ?? null) : null,
        idReserva: holds ? row.loadId : null,
      };
    }),
  };
}
