// The only code that changes providers.credits: the balance and its ledger row move together, in the
// caller's transaction. A conditional UPDATE takes the provider's row lock, so concurrent debits queue and
// the balance can never go below zero (the CHECK constraint is the second line of defence). Every caller
// (booking debit and refund, card recharge, receipt confirmation, manual adjustment) comes through here.
import { and, eq, gte, sql } from 'drizzle-orm';
import { creditMovements, providers, type CreditMovementKind } from '@/backend/db/schema';
import { insertMany } from '@/backend/db/insert-many';
import { AppError, messages } from '@/backend/errors';
import type { Transaction } from '@/backend/modules/bookings/transaction';

export interface CreditMovementInput {
  tenantId: number;
  /** Signed integer credits: negative debits. */
  amount: number;
  kind: CreditMovementKind;
  description: string;
  /** The facts of the description (movement-texts.ts). */
  details?: Record<string, string | number>;
  bookingId?: number | null;
  userId?: number | null;
  at?: Date;
  /** The business day a timed charge is for: (booking, kind, day) is unique, so a racing second charge fails. */
  chargeDay?: string;
}

export interface AppliedMovement {
  id: number;
  balanceAfter: number;
}

/** Applies the movement and returns its ledger row id and the balance after it; 402 when a debit exceeds the balance. */
export async function applyCreditMovement(tx: Transaction, input: CreditMovementInput): Promise<AppliedMovement> {
  const [movement] = await applyCreditMovements(tx, input.tenantId, [input]);
  return movement!;
}

/**
 * Several movements of one tenant in one balance update (a batch of bookings: one debit of the total, one row
 * lock) and one ledger row each, in the order given, each with the balance after it. 402 when the total exceeds
 * the balance; then nothing is applied.
 */
export async function applyCreditMovements(
  tx: Transaction,
  tenantId: number,
  movements: readonly Omit<CreditMovementInput, 'tenantId'>[],
): Promise<AppliedMovement[]> {
  if (movements.length === 0) return [];
  // Credits are whole units; a fraction here would be a bug upstream, never something to round away.
  for (const m of movements) if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`invalid credit movement amount: ${m.amount}`);
  const total = movements.reduce((sum, m) => sum + m.amount, 0);
  const [row] = await tx
    .update(providers)
    .set({ credits: sql`${providers.credits} + ${total}` })
    .where(and(eq(providers.id, tenantId), gte(sql`${providers.credits} + ${total}`, 0)))
    .returning({ credits: providers.credits });
  if (!row) throw new AppError('insufficient_credits', messages.insufficientCredits);
  let balance = row.credits - total;
  const rows = movements.map((m) => {
    balance += m.amount;
    return {
      providerId: tenantId,
      bookingId: m.bookingId ?? null,
      kind: m.kind,
      amount: m.amount,
      balanceAfter: balance,
      description: m.description,
      details: m.details ?? {},
      createdBy: m.userId ?? null,
      chargeDay: m.chargeDay ?? null,
      ...(m.at ? { createdAt: m.at } : {}),
    };
  });
  const inserted = await insertMany(tx, creditMovements, rows, { returning: ['id', 'balance_after'] });
  return inserted.map((movement) => ({ id: Number(movement.id), balanceAfter: Number(movement.balance_after) }));
}
