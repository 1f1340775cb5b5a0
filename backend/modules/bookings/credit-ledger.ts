// The only code that changes providers.credits: the balance and its ledger row move together, in the
// caller's transaction. A conditional UPDATE takes the provider's row lock, so concurrent debits queue and
// the balance can never go below zero (the CHECK constraint is the second line of defence).
import { and, eq, gte, sql } from 'drizzle-orm';
import { creditMovements, providers, type CreditMovementKind } from '@/backend/db/schema';
import { insufficientCredits } from './booking-errors';
import type { Transaction } from './transaction';

export interface CreditMovementInput {
  tenantId: number;
  /** Signed: negative debits. */
  amount: number;
  kind: CreditMovementKind;
  description: string;
  bookingId?: number | null;
  userId?: number | null;
  at?: Date;
}

/** Applies the movement and returns the balance after it; 402 when a debit exceeds the balance. */
export async function applyCreditMovement(tx: Transaction, input: CreditMovementInput): Promise<number> {
  const [row] = await tx
    .update(providers)
    .set({ credits: sql`${providers.credits} + ${input.amount}` })
    .where(and(eq(providers.id, input.tenantId), gte(sql`${providers.credits} + ${input.amount}`, 0)))
    .returning({ credits: providers.credits });
  if (!row) throw insufficientCredits();
  await tx.insert(creditMovements).values({
    providerId: input.tenantId,
    bookingId: input.bookingId ?? null,
    kind: input.kind,
    amount: input.amount,
    balanceAfter: row.credits,
    description: input.description,
    createdBy: input.userId ?? null,
    ...(input.at ? { createdAt: input.at } : {}),
  });
  return row.credits;
}
