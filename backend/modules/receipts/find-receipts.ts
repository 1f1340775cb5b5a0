// GET /billing/receipts: the tenant's transfer receipts (newest first), optionally only pending ones;
// one receipt and its file. Another tenant's receipt is a 404. The service operator, who confirms them, reaches
// every other tenant's receipts instead (never its own tenant's: nobody credits their own account).
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { transferReceipts } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Executor } from '@/backend/modules/bookings/transaction';
import type { ReceiptStatus } from '@/backend/db/schema';
import type { Receipt } from '@/contract/billing';
import { selectReceipts, toReceiptReply } from './receipt-record';

export const receiptNotFoundMessage = 'Comprobante no encontrado.';

export function receiptNotFound(): AppError {
  return new AppError('not_found', receiptNotFoundMessage);
}

/** Whose receipts a caller reaches: its own tenant's, or, for the service operator, every other tenant's. */
export interface ReceiptScope {
  tenantId: number;
  serviceOperator?: boolean;
}

function inScope(scope: ReceiptScope): SQL {
  return scope.serviceOperator ? ne(transferReceipts.providerId, scope.tenantId) : eq(transferReceipts.providerId, scope.tenantId);
}

export async function findReceipts(
  db: Database,
  input: ReceiptScope & { status?: ReceiptStatus; page: PageRequest },
): Promise<{ rows: Receipt[]; total: number }> {
  const conditions: SQL[] = [inScope(input)];
  if (input.status) conditions.push(eq(transferReceipts.status, input.status));
  const where = and(...conditions)!;
  const query = selectReceipts(db).where(where).orderBy(desc(transferReceipts.id));
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(transferReceipts, where));
  return { rows: rows.map(toReceiptReply), total };
}

export async function getReceiptOrThrow(db: Executor, input: { tenantId: number; receiptId: number }): Promise<Receipt> {
  const [row] = await selectReceipts(db).where(and(eq(transferReceipts.id, input.receiptId), eq(transferReceipts.providerId, input.tenantId)));
  if (!row) throw receiptNotFound();
  return toReceiptReply(row);
}

export async function getReceiptFileOrThrow(db: Database, input: ReceiptScope & { receiptId: number }) {
  const [row] = await db
    .select({ type: transferReceipts.fileType, data: transferReceipts.fileData })
    .from(transferReceipts)
    .where(and(eq(transferReceipts.id, input.receiptId), inScope(input)));
  if (!row) throw receiptNotFound();
  return row;
}
