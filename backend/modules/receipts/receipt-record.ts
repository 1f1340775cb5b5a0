// A transfer receipt as the API answers it (contract `receipt`), without the file itself.
import { eq } from 'drizzle-orm';
import type { Executor } from '@/backend/modules/bookings/transaction';
import { providers, transferReceipts, users } from '@/backend/db/schema';
import type { Receipt } from '@/contract/billing';

export const receiptColumns = {
  id: transferReceipts.id,
  providerId: transferReceipts.providerId,
  amountCents: transferReceipts.amountCents,
  transactionDate: transferReceipts.transactionDate,
  transactionId: transferReceipts.transactionId,
  fileType: transferReceipts.fileType,
  fileSize: transferReceipts.fileSize,
  status: transferReceipts.status,
  credits: transferReceipts.credits,
  createdAt: transferReceipts.createdAt,
  confirmedAt: transferReceipts.confirmedAt,
  user: { id: users.id, personalInfo: users.personalInfo, email: users.email },
  providerName: providers.name,
};

export function selectReceipts(db: Executor) {
  return db
    .select(receiptColumns)
    .from(transferReceipts)
    .innerJoin(providers, eq(providers.id, transferReceipts.providerId))
    .leftJoin(users, eq(users.id, transferReceipts.userId));
}

type ReceiptRow = Awaited<ReturnType<ReturnType<typeof selectReceipts>['execute']>>[number];

export function toReceiptReply(row: ReceiptRow): Receipt {
  const name = row.user ? `${row.user.personalInfo.name} ${row.user.personalInfo.last_name}`.trim() || row.user.email : null;
  return {
    id: row.id,
    amount: row.amountCents / 100,
    transaction_date: row.transactionDate,
    transaction_id: row.transactionId,
    file_type: row.fileType,
    file_size: row.fileSize,
    status: row.status,
    credits: row.credits,
    user: row.user && name ? { id: row.user.id, name } : null,
    provider: { id: row.providerId, name: row.providerName },
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}
