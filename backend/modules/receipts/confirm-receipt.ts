// POST /billing/receipts/{id}/confirm: the service operator grants the credits for a tenant's transfer, exactly
// once. Only the operator may (routes.ts: requireServiceOperator), and never for a receipt of its own tenant: a
// business must not be able to credit its own account (403, nothing changes). The credit goes to the tenant
// that uploaded the receipt. The receipt row is locked and must still be pending; the credit and the status
// change commit together, so a second confirm (or two at once) finds it confirmed → 412, and nothing is
// credited twice. Nor is one transfer: a second receipt of a transfer already credited is refused (412).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { transferReceipts } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import { applyCreditMovement } from '@/backend/modules/billing/credit-ledger';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import { notificationTexts } from '@/backend/modules/notifications/notification-texts';
import { audience, notifyTenant } from '@/backend/modules/notifications/notify-tenant';
import { transferAlreadyCreditedMessage, type Receipt } from '@/contract/billing';
import { getReceiptOrThrow, receiptNotFound } from './find-receipts';
import { creditedTransferUnique, isDuplicateTransfer } from './transfer-key';

export const alreadyConfirmedMessage = 'El comprobante ya fue confirmado.';

const alreadyCredited = () =>
  new AppError('precondition_failed', transferAlreadyCreditedMessage, { transaction_id: [transferAlreadyCreditedMessage] });

export async function confirmReceipt(
  db: Database,
  input: { operatorTenantId: number; userId: number; receiptId: number; credits: number },
): Promise<Receipt> {
  return db.transaction(async (tx) => {
    const [receipt] = await tx
      .select({ id: transferReceipts.id, tenantId: transferReceipts.providerId, status: transferReceipts.status, transactionId: transferReceipts.transactionId, transferKey: transferReceipts.transferKey })
      .from(transferReceipts)
      .where(eq(transferReceipts.id, input.receiptId))
      .for('update');
    if (!receipt) throw receiptNotFound();
    if (receipt.tenantId === input.operatorTenantId) throw new AppError('forbidden', messages.forbidden);
    if (receipt.status !== 'pending') {
      throw new AppError('precondition_failed', alreadyConfirmedMessage, { status: [alreadyConfirmedMessage] });
    }
    // One transfer, one credit, whichever tenant uploaded it: confirms of the same transfer wait for each other
    // (a lock on its key for this transaction), then find the one that went first. The unique index on credited
    // transfers is the last word if anything writes around this path.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`transfer:${receipt.transferKey}`}))`);
    const [credited] = await tx
      .select({ id: transferReceipts.id })
      .from(transferReceipts)
      .where(and(eq(transferReceipts.transferKey, receipt.transferKey), eq(transferReceipts.status, 'confirmed')))
      .limit(1);
    if (credited) throw alreadyCredited();
    const movement = await applyCreditMovement(tx, {
      tenantId: receipt.tenantId,
      amount: input.credits,
      kind: 'receipt_confirmation',
      ...movementTexts.receiptConfirmation(receipt.transactionId, receipt.id),
      userId: input.userId,
    });
    await tx
      .update(transferReceipts)
      .set({ status: 'confirmed', credits: input.credits, confirmedBy: input.userId, confirmedAt: sql`now()`, creditMovementId: movement.id })
      .where(eq(transferReceipts.id, receipt.id))
      .catch((error: unknown) => {
        throw isDuplicateTransfer(error, creditedTransferUnique) ? alreadyCredited() : error;
      });
    await notifyTenant(tx, { tenantId: receipt.tenantId, permissions: audience.billing, text: notificationTexts.receiptConfirmed(receipt.id, input.credits) });
    return getReceiptOrThrow(tx, { tenantId: receipt.tenantId, receiptId: receipt.id });
  });
}
