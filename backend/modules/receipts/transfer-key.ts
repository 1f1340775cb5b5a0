// One bank transfer, however its number was typed: "BROU-778812", "brou 778 812", "ＢＲＯＵ‐７７８８１２" are the same
// transfer. The database defines the key (the SQL function transfer_key(), stored as transfer_receipts.transfer_key)
// and enforces it: a tenant's second receipt of a transfer, and a second credit of one, violate a unique index
// (docs/decisions/0035-transfer-key-in-the-database.md).
import { isUniqueViolation } from '@/backend/db/database-errors';

export const tenantTransferUnique = 'transfer_receipts_tenant_transfer_unique';
export const creditedTransferUnique = 'transfer_receipts_credited_transfer_unique';

/** Whether `error` is the database refusing a duplicate of the transfer (the index named). */
export const isDuplicateTransfer = (error: unknown, index: typeof tenantTransferUnique | typeof creditedTransferUnique) =>
  isUniqueViolation(error, index);
