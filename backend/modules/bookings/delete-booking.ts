// DELETE /booking/{id} → 9 Eliminada; the door is free again (status 9 holds none).
// Allowed only without a parcel inside (2 Reserva, 5 Ingreso Vencido). The credits come back only from
// 2 Reserva: never dropped off and the code not lapsed. A lapsed code (5) keeps its charge: the contract
// says a fee is due when a reservation lapses (spec §9). The refund is the booking's net charge, read from
// the ledger, so it is exact even if prices change meanwhile.
import { eq, sum } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { creditMovements } from '@/backend/db/schema';
import type { Booking } from '@/contract/bookings';
import { bookingStatus } from './booking-rules';
import { changeBooking, type BookingRef } from './change-booking';
import { applyCreditMovement } from './credit-ledger';

export function deleteBooking(db: Database, ref: BookingRef & { userId: number }): Promise<Booking> {
  return changeBooking(db, ref, 'delete', async (tx, row, now) => {
    let refunded = 0;
    if (row.statusId === bookingStatus.booked) {
      const [charged] = await tx
        .select({ net: sum(creditMovements.amount).mapWith(Number) })
        .from(creditMovements)
        .where(eq(creditMovements.bookingId, row.id));
      refunded = -(charged?.net ?? 0);
      if (refunded > 0) {
        await applyCreditMovement(tx, {
          tenantId: ref.tenantId,
          amount: refunded,
          kind: 'booking_refund',
          bookingId: row.id,
          description: `Devolución por eliminación de la reserva #${row.id}`,
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
