// GET /billing/receipts: the tenant's transfer receipts (newest first), optionally only pending ones;
// one receipt and its file. Another tenant's receipt is a 404.
import { and, desc, eq, type SQL } from 'drizzle-orm';
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

export async function findReceipts(
  db: Database,
  input: { tenantId: number; status?: ReceiptStatus; page: PageRequest },
): Promise<{ rows: Receipt[]; total: number }> {
  const conditions: SQL[] = [eq(transferReceipts.providerId, input.tenantId)];
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

export async function getReceiptFileOrThrow(db: Database, input: { tenantId: number; receiptId: number }) {
  const [row] = await db
    .select({ type: transferReceipts.fileType, data: transferReceipts.fileData })
    .from(transferReceipts)
    .where(and(eq(transferReceipts.id, input.receiptId), eq(transferReceipts.providerId, input.tenantId)));
  if (!row) throw receiptNotFound();
  return row;
}
