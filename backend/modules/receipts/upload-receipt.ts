// POST /billing/upload-receipt: a bank transfer the tenant made, with its proof, waiting for staff.
// Nothing is credited here: the amount typed by the client is a claim; staff confirm it (confirm-receipt.ts).
import type { Database } from '@/backend/db/client';
import { transferReceipts } from '@/backend/db/schema';
import { businessDayRange } from '@/common/business-time';
import { duplicateTransferMessage, type Receipt } from '@/contract/billing';
import { isDuplicateTransfer, tenantTransferUnique } from './transfer-key';
import { decodeReceiptFile, fileError } from './receipt-file';
import { getReceiptOrThrow } from './find-receipts';
import { AppError, messages } from '@/backend/errors';

export interface UploadReceiptInput {
  tenantId: number;
  userId: number;
  amount: number;
  transactionDate: string;
  transactionId: string;
  file: string;
}

const dateMessage = 'La fecha no es válida';
const earliestTransferDay = '2000-01-01';

function checkTransactionDate(day: string): void {
  const range = businessDayRange(day);
  // A transfer cannot be dated in the future (a day of slack for time zones), nor before the service existed.
  if (!range || range[0].getTime() > Date.now() + 24 * 3_600_000 || day < earliestTransferDay) {
    throw new AppError('validation', messages.receiptUploadFailed, { transaction_date: [dateMessage] });
  }
}

export async function uploadReceipt(db: Database, input: UploadReceiptInput): Promise<Receipt> {
  checkTransactionDate(input.transactionDate);
  const file = decodeReceiptFile(input.file);
  const amountCents = Math.round(input.amount * 100);
  if (amountCents <= 0) throw fileError('El importe no es válido');
  // The same transfer uploaded twice would reach the operator twice: the database refuses the second, also when
  // both arrive at once (a check before the insert would let both through).
  const [created] = await db
    .insert(transferReceipts)
    .values({
      providerId: input.tenantId,
      userId: input.userId,
      amountCents,
      transactionDate: input.transactionDate,
      transactionId: input.transactionId,
      fileType: file.type,
      fileSize: file.data.length,
      fileData: file.data,
    })
    .returning({ id: transferReceipts.id })
    .catch((error: unknown) => {
      if (isDuplicateTransfer(error, tenantTransferUnique)) {
        throw new AppError('validation', messages.receiptUploadFailed, { transaction_id: [duplicateTransferMessage] });
      }
      throw error;
    });
  return getReceiptOrThrow(db, { tenantId: input.tenantId, receiptId: created!.id });
}
