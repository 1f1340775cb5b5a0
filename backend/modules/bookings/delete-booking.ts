// DELETE /booking/{id} → 9 Eliminada; the door is free again (status 9 holds none).
// Allowed only without a parcel inside (2 Reserva, 5 Ingreso Vencido). The credits come back only from
// 2 Reserva: never dropped off and the code not lapsed. A lapsed code keeps its charge: the contract says a
// fee is due when a reservation lapses (docs/domain/limits.md), so when the sweep lapses a booking (history `code_lapsed`)
// everything charged up to then is earned. Renewing (5 → 2) charges nothing and gives none of it back, so a
// renewed booking deleted later refunds only what was charged after its last lapse (nothing, today): renew +
// delete cannot undo the fee. The refund is that net charge read from the ledger, so it is exact even if
// prices change meanwhile.
import { and, desc, eq, gt, sum, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookingChanges, creditMovements } from '@/backend/db/schema';
import type { Transaction } from './transaction';
import type { Booking } from '@/contract/bookings';
import { bookingStatus } from './booking-rules';
import { changeBooking, type BookingRef } from './change-booking';
import { movementTexts } from '@/backend/modules/billing/movement-texts';
import { applyCreditMovement } from './credit-ledger';

export function deleteBooking(db: Database, ref: BookingRef & { userId: number }): Promise<Booking> {
  return changeBooking(db, ref, 'delete', async (tx, row, now) => {
    let refunded = 0;
    if (row.statusId === bookingStatus.booked) {
      refunded = -(await netChargeSinceLastLapse(tx, row.id));
      if (refunded > 0) {
        await applyCreditMovement(tx, {
          tenantId: ref.tenantId,
          amount: refunded,
          kind: 'booking_refund',
          bookingId: row.id,
          ...movementTexts.bookingRefund(row.id),
          userId: ref.userId,
          at: now,
        });
      }
    }
    return {
      set: { statusId: bookingStatus.deleted },
      history: 'deleted',
      extraChanges: refunded > 0 ? { credits: [null, refunded] } : undefined,
    };
  });
}

/** The booking's net ledger amount (negative: charged) after its last lapse, or over its whole life if it never lapsed. */
async function netChargeSinceLastLapse(tx: Transaction, bookingId: number): Promise<number> {
  const [lapse] = await tx
    .select({ at: bookingChanges.createdAt })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.action, 'code_lapsed')))
    .orderBy(desc(bookingChanges.id))
    .limit(1);
  const conditions: SQL[] = [eq(creditMovements.bookingId, bookingId)];
  if (lapse) conditions.push(gt(creditMovements.createdAt, lapse.at));
  const [charged] = await tx
    .select({ net: sum(creditMovements.amount).mapWith(Number) })
    .from(creditMovements)
    .where(and(...conditions));
  return charged?.net ?? 0;
}
