// The only code that changes providers.credits: the balance and its ledger row move together, in the
// caller's transaction. A conditional UPDATE takes the provider's row lock, so concurrent debits queue and
// the balance can never go below zero (the CHECK constraint is the second line of defence). Every caller
// (booking debit and refund, card recharge, receipt confirmation, manual adjustment) comes through here.
import { and, eq, gte, sql } from 'drizzle-orm';
import { creditMovements, providers, type CreditMovementKind } from '@/backend/db/schema';
import { AppError, messages } from '@/backend/errors';
import type { Transaction } from '@/backend/modules/bookings/transaction';

export interface CreditMovementInput {
  tenantId: number;
  /** Signed integer credits: negative debits. */
  amount: number;
  kind: CreditMovementKind;
  description: string;
  bookingId?: number | null;
  userId?: number | null;
  at?: Date;
}

export interface AppliedMovement {
  id: number;
  balanceAfter: number;
}

/** Applies the movement and returns its ledger row id and the balance after it; 402 when a debit exceeds the balance. */
export async function applyCreditMovement(tx: Transaction, input: CreditMovementInput): Promise<AppliedMovement> {
  // Credits are whole units; a fraction here would be a bug upstream, never something to round away.
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new Error(`invalid credit movement amount: ${input.amount}`);
  const [row] = await tx
    .update(providers)
    .set({ credits: sql`${providers.credits} + ${input.amount}` })
    .where(and(eq(providers.id, input.tenantId), gte(sql`${providers.credits} + ${input.amount}`, 0)))
    .returning({ credits: providers.credits });
  if (!row) throw new AppError('insufficient_credits', messages.insufficientCredits);
  const [movement] = await tx
    .insert(creditMovements)
    .values({
      providerId: input.tenantId,
      bookingId: input.bookingId ?? null,
      kind: input.kind,
      amount: input.amount,
      balanceAfter: row.credits,
      description: input.description,
      createdBy: input.userId ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: creditMovements.id });
  return { id: movement!.id, balanceAfter: row.credits };
}
