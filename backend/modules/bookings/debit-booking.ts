// A booking's charge: its size's price in credits (docs/domain/limits.md), one ledger row with the balance after it, in the
// caller's transaction. Short balance → 402 "Saldo Insuficiente" and the transaction rolls back. A batch of
// bookings (POST /booking/batch) is charged in one balance update, still with one ledger row per booking, so
// each booking's refund and transactions read its own charge.
import { inArray } from 'drizzle-orm';
import { sizes } from '@/backend/db/schema';
import { bookingCredits } from '@/backend/modules/prices/prices';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import { applyCreditMovements } from './credit-ledger';
import type { Transaction } from './transaction';

export interface BookingCharge {
  bookingId: number;
  sizeId: number;
}

export async function debitBooking(
  tx: Transaction,
  input: { tenantId: number; userId: number; bookingId: number; sizeId: number; at: Date },
): Promise<number> {
  const [price] = await debitBookings(tx, { tenantId: input.tenantId, userId: input.userId, at: input.at, charges: [input] });
  return price!;
}

/** Charges each booking its size's price in one balance update; answers the prices in order. */
export async function debitBookings(
  tx: Transaction,
  input: { tenantId: number; userId: number; at: Date; charges: readonly BookingCharge[] },
): Promise<number[]> {
  if (input.charges.length === 0) return [];
  const prices = input.charges.map((charge) => {
    const price = bookingCredits(charge.sizeId);
    if (price === undefined) throw new Error(`no price for size ${charge.sizeId}`);
    return price;
  });
  const sizeIds = [...new Set(input.charges.map((c) => c.sizeId))];
  const names = new Map((await tx.select({ id: sizes.id, name: sizes.name }).from(sizes).where(inArray(sizes.id, sizeIds))).map((s) => [s.id, s.name]));
  await applyCreditMovements(
    tx,
    input.tenantId,
    input.charges.map((charge, index) => ({
      amount: -prices[index]!,
      kind: 'booking_debit' as const,
      bookingId: charge.bookingId,
      ...movementTexts.bookingDebit(charge.bookingId, { id: charge.sizeId, name: names.get(charge.sizeId) ?? String(charge.sizeId) }),
      userId: input.userId,
      at: input.at,
    })),
  );
  return prices;
}
