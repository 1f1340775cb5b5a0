// POST /vending/sales: a customer bought the door's article and paid by card at the locker's POS terminal. The
// terminal talks to the card acquirer; we record the approved payment it reports: the sale (charged the price of
// the article paid for, which may be a substitute for the loaded one) and the card payment, which /comprobantes
// lists with the locker's other POS payments. A transaction id already recorded → 409 (the locker repeating a
// report it got no answer to); a door with nothing for sale → 412.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { poslinkTransactions, vendingSales } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { violatedUniqueConstraint } from '@/backend/modules/bookings/transaction';
import { centsToPrice } from '@/contract/articles';
import {
  articleNotForSaleMessage,
  nothingForSaleMessage,
  transactionRecordedMessage,
  type VendingDoorState,
  type VendingSaleBody,
} from '@/contract/vending-activity';
import { lockDoorOrThrow } from './door-content';
import { tenantArticleOrThrow } from './record-load';

const transactionConstraint = 'vending_sales_transaction_unique';
const alreadyRecorded = () => new AppError('conflict', transactionRecordedMessage);

export async function recordSale(db: Database, input: { tenantId: number; body: VendingSaleBody; now?: Date }): Promise<VendingDoorState> {
  const { body, tenantId } = input;
  try {
    return await db.transaction(async (tx) => {
      const { door, load, state } = await lockDoorOrThrow(tx, { tenantId, locationId: body.location_id, doorNumber: body.door });
      const [recorded] = await tx
        .select({ id: vendingSales.id })
        .from(vendingSales)
        .where(and(eq(vendingSales.providerId, tenantId), eq(vendingSales.transactionId, body.transaction_id)));
      if (recorded) throw alreadyRecorded();
      if (state !== 'disponible' || !load) throw new AppError('precondition_failed', nothingForSaleMessage, { door: [nothingForSaleMessage] });
      const bought = await tenantArticleOrThrow(tx, tenantId, body.article_id ?? load.articleId);
      if (!bought.enabled || !bought.vendible) throw new AppError('validation', articleNotForSaleMessage, { article_id: [articleNotForSaleMessage] });
      const now = input.now ?? new Date();
      const [sale] = await tx
        .insert(vendingSales)
        .values({
          providerId: tenantId,
          loadId: load.id,
          purchasedAt: now,
          customerName: body.customer_name,
          customerPhone: body.phone_number ?? null,
          articleBoughtId: bought.id,
          articleDeliveredId: load.articleId,
          totalAmountCents: bought.precioCents,
          transactionId: body.transaction_id,
          authorizationCode: body.authorization_code,
        })
        .returning({ id: vendingSales.id });
      await tx.insert(poslinkTransactions).values({
        providerId: tenantId,
        authorizationCode: body.authorization_code,
        transactionId: body.transaction_id,
        totalAmountCents: bought.precioCents,
        status: 'APROBADA',
        cardOwnerName: body.card_owner_name ?? body.customer_name,
        phoneNumber: body.phone_number ?? null,
        createdAt: now,
      });
      return {
        load_id: load.id,
        sale_id: sale!.id,
        location_id: door.locationId,
        door: door.number,
        estado_contenido: 'envase',
        article_id: load.articleId,
        total_amount: centsToPrice(bought.precioCents),
      };
    });
  } catch (error) {
    // Two reports of one payment at once: the second loses on the unique index.
    if (violatedUniqueConstraint(error) === transactionConstraint) throw alreadyRecorded();
    throw error;
  }
}
