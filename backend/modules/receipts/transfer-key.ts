// One bank transfer, however its number was typed: "BROU-778812", " brou-778812 " are the same transfer. Upload
// refuses a tenant's second receipt for it; confirming refuses to credit a transfer another receipt already did.
import { sql } from 'drizzle-orm';
import { transferReceipts } from '@/backend/db/schema';

export const transferKey = (transactionId: string) => transactionId.trim().toLowerCase();

/** The stored receipt's transfer key, to compare with transferKey(). */
export const sameTransfer = sql<string>`lower(trim(${transferReceipts.transactionId}))`;
