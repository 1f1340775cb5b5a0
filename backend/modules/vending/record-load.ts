// POST /vending/loads: a delivery man puts an article into an empty door (a load, the sales report's "reserva IN").
// The article must be the tenant's (another's → 404), enabled, for sale and physical; a door that still holds an article or
// a container → 412. The door row is locked, so two loads into one door cannot both find it empty.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { articles, vendingLoads } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import type { Executor } from '@/backend/modules/bookings/transaction';
import { articleNotLoadableMessage, doorNotEmptyMessage, type VendingDoorState, type VendingLoadBody } from '@/contract/vending-activity';
import { lockDoorOrThrow } from './door-content';

/** The tenant's article, or 404 (another tenant's is indistinguishable from a missing one). */
export async function tenantArticleOrThrow(tx: Executor, tenantId: number, articleId: number) {
  const [article] = await tx.select().from(articles).where(and(eq(articles.id, articleId), eq(articles.providerId, tenantId)));
  if (!article) throw new AppError('not_found', messages.notFound);
  return article;
}

export function recordLoad(db: Database, input: { tenantId: number; userId: number; body: VendingLoadBody; now?: Date }): Promise<VendingDoorState> {
  return db.transaction(async (tx) => {
    const { door, state } = await lockDoorOrThrow(tx, { tenantId: input.tenantId, locationId: input.body.location_id, doorNumber: input.body.door });
    const article = await tenantArticleOrThrow(tx, input.tenantId, input.body.article_id);
    if (!article.enabled || !article.vendible || article.virtual) throw new AppError('validation', articleNotLoadableMessage, { article_id: [articleNotLoadableMessage] });
    if (state !== 'vacia') throw new AppError('precondition_failed', doorNotEmptyMessage, { door: [doorNotEmptyMessage] });
    const [load] = await tx
      .insert(vendingLoads)
      .values({ providerId: input.tenantId, locationId: door.locationId, doorId: door.id, articleId: article.id, loadedAt: input.now ?? new Date(), loadedBy: input.userId })
      .returning({ id: vendingLoads.id });
    return { load_id: load!.id, sale_id: null, location_id: door.locationId, door: door.number, estado_contenido: 'disponible', article_id: article.id, total_amount: null };
  });
}
