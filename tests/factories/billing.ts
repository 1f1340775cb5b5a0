// Billing data for the API tests: receipts' files, movements through the real ledger, POS transactions.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { creditMovements, poslinkTransactions, providers } from '@/backend/db/schema';

/** Minimal files with real magic bytes, padded to `size` bytes. */
const magic = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  exe: [0x4d, 0x5a, 0x90, 0x00],
} as const;

export function fileBytes(kind: keyof typeof magic, size = 256): Buffer {
  const bytes = Buffer.alloc(Math.max(size, magic[kind].length));
  Buffer.from(magic[kind]).copy(bytes);
  return bytes;
}

export function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export function buildReceipt(overrides: Record<string, unknown> = {}) {
  return {
    amount: 4880,
    transaction_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    transaction_id: `TRF-${Math.floor(Math.random() * 1e9)}`,
    file: dataUrl('image/png', fileBytes('png')),
    ...overrides,
  };
}

/** The ledger's own arithmetic for a tenant: sum of amounts, count of rows that went below zero. */
export async function ledgerTotals(db: Database, tenantId: number) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${creditMovements.amount}), 0)::int`,
      negative: sql<number>`count(*) filter (where ${creditMovements.balanceAfter} < 0)::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(creditMovements)
    .where(eq(creditMovements.providerId, tenantId));
  const [tenant] = await db.select({ credits: providers.credits }).from(providers).where(eq(providers.id, tenantId));
  return { ...row!, balance: tenant!.credits };
}

export async function insertPoslinkTransaction(db: Database, input: { tenantId: number } & Partial<typeof poslinkTransactions.$inferInsert>) {
  const { tenantId, ...rest } = input;
  const [row] = await db
    .insert(poslinkTransactions)
    .values({
      providerId: tenantId,
      authorizationCode: String(100000 + Math.floor(Math.random() * 900000)),
      transactionId: `POS-${Math.floor(Math.random() * 1e9)}`,
      totalAmountCents: 14900,
      status: 'APROBADA',
      cardOwnerName: 'Juan Pérez',
      phoneNumber: '099123456',
      ...rest,
    })
    .returning();
  return row!;
}
