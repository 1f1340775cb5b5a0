// POST /billing/receipts/{id}/confirm: staff grant the credits for a transfer, exactly once. The receipt
// row is locked and must still be pending; the credit and the status change commit together, so a second
// confirm (or two at once) finds it confirmed → 412, and nothing is credited twice.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { transferReceipts } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import { notificationTexts } from '@/backend/modules/notifications/notification-texts';
import { audience, notifyTenant } from '@/backend/modules/notifications/notify-tenant';
import type { Receipt } from '@/contract/billing';
import { getReceiptOrThrow, receiptNotFound } from './find-receipts';

export const alreadyConfirmedMessage = 'El comprobante ya fue confirmado.';

export async function confirmReceipt(
  db: Database,
  input: { tenantId: number; userId: number; receiptId: number; credits: number },
): Promise<Receipt> {
  return db.transaction(async (tx) => {
    const [receipt] = await tx
      .select({ id: transferReceipts.id, status: transferReceipts.status, transactionId: transferReceipts.transactionId })
      .from(transferReceipts)
      .where(and(eq(transferReceipts.id, input.receiptId), eq(transferReceipts.providerId, input.tenantId)))
      .for('update');
    if (!receipt) throw receiptNotFound();
    if (receipt.status !== 'pending') {
      throw new AppError('precondition_failed', alreadyConfirmedMessage, { status: [alreadyConfirmedMessage] });
    }
    const movement = await applyCreditMovement(tx, {
      tenantId: input.tenantId,
      amount: input.credits,
      kind: 'receipt_confirmation',
      description: `Transferencia bancaria ${receipt.transactionId} (comprobante #${receipt.id})`,
      userId: input.userId,
    });
    await tx
      .update(transferReceipts)
      .set({ status: 'confirmed', credits: input.credits, confirmedBy: input.userId, confirmedAt: sql`now()`, creditMovementId: movement.id })
      .where(eq(transferReceipts.id, receipt.id));
    await notifyTenant(tx, { tenantId: input.tenantId, permissions: audience.billing, text: notificationTexts.receiptConfirmed(receipt.id, input.credits) });
    return getReceiptOrThrow(tx, { tenantId: input.tenantId, receiptId: receipt.id });
  });
}
