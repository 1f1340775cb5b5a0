// POST /vending/returns: a delivery man collects the container a customer left in the door after a purchase; the
// door is empty again (ready for a load) and the sales report shows when and by whom. Nothing to collect → 412.
import { eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { vendingSales } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { noContainerMessage, type VendingDoorState, type VendingReturnBody } from '@/contract/vending-activity';
import { centsToPrice } from '@/contract/articles';
import { lockDoorOrThrow } from './door-content';

export function recordReturn(db: Database, input: { tenantId: number; userId: number; body: VendingReturnBody; now?: Date }): Promise<VendingDoorState> {
  return db.transaction(async (tx) => {
    const { door, load, sale, state } = await lockDoorOrThrow(tx, { tenantId: input.tenantId, locationId: input.body.location_id, doorNumber: input.body.door });
    if (state !== 'envase' || !load || !sale) throw new AppError('precondition_failed', noContainerMessage, { door: [noContainerMessage] });
    await tx
      .update(vendingSales)
      .set({ containerReturnedAt: input.now ?? new Date(), returnedBy: input.userId })
      .where(eq(vendingSales.id, sale.id));
    return {
      load_id: load.id,
      sale_id: sale.id,
      location_id: door.locationId,
      door: door.number,
      estado_contenido: 'vacia',
      article_id: load.articleId,
      total_amount: centsToPrice(sale.totalAmountCents),
    };
  });
}
