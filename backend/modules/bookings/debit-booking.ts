// A booking's charge: its size's price in credits (spec §9), one ledger row with the balance after it, in the
// caller's transaction. Short balance → 402 "Saldo Insuficiente" and the transaction rolls back.
import { eq } from 'drizzle-orm';
import { sizes } from '@/backend/db/schema';
import { bookingCredits } from '@/contract/bookings';
import { applyCreditMovement } from './credit-ledger';
import type { Transaction } from './transaction';

export async function debitBooking(
  tx: Transaction,
  input: { tenantId: number; userId: number; bookingId: number; sizeId: number; at: Date },
): Promise<number> {
  const price = bookingCredits(input.sizeId);
  if (price === undefined) throw new Error(`no price for size ${input.sizeId}`);
  const [size] = await tx.select({ name: sizes.name }).from(sizes).where(eq(sizes.id, input.sizeId));
  await applyCreditMovement(tx, {
    tenantId: input.tenantId,
    amount: -price,
    kind: 'booking_debit',
    bookingId: input.bookingId,
    description: `Reserva #${input.bookingId} (puerta ${size?.name ?? input.sizeId})`,
    userId: input.userId,
    at: input.at,
  });
  return price;
}
