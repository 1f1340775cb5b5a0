// A courier types the drop-off code at the locker: Reserva (2) → Ingresado (3). The pickup code is issued
// here, the pickup deadline becomes drop-off + code_validity_hours, and the pickup notices are queued,
// all in one transaction. A code that lapsed (deadline passed, sweep not yet run) no longer works.
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { bookings } from '@/backend/db/schema';
import { codeConstraints, newCode } from '@/backend/modules/bookings/booking-codes';
import { recordChange } from '@/backend/modules/bookings/booking-history';
import { addHours, bookingStatus } from '@/backend/modules/bookings/booking-rules';
import { queuePickupNotices } from '@/backend/modules/bookings/pickup-notices';
import { notifyParcelDeposited } from '@/backend/modules/notifications/booking-events';
import { retryOnUniqueViolation } from '@/backend/modules/bookings/transaction';
import { deviceMessages, deviceResult, lockBookingAtLocker, WrongCodeError, type DeviceInput, type DeviceResult } from './device-result';

export async function dropOffParcel(db: Database, input: DeviceInput & { insertCode: string }): Promise<DeviceResult> {
  const bookingId = await retryOnUniqueViolation([...codeConstraints], () =>
    db.transaction(async (tx) => {
      const now = input.now ?? new Date();
      const row = await lockBookingAtLocker(
        tx,
        input,
        and(eq(bookings.insertCode, input.insertCode), eq(bookings.statusId, bookingStatus.booked), gt(bookings.expirationDate, now)),
      );
      if (!row) {
        throw new WrongCodeError('insert_code', deviceMessages.wrongInsertCode);
      }
      const set = {
        statusId: bookingStatus.droppedOff,
        pickupCode: newCode(),
        insertDate: now,
        expirationDate: addHours(now, row.codeValidityHours),
        updatedAt: now,
      };
      await tx.update(bookings).set(set).where(eq(bookings.id, row.id));
      await queuePickupNotices(tx, { ...row, ...set }, now);
      await notifyParcelDeposited(tx, row, now);
      await recordChange(tx, {
        bookingId: row.id,
        userId: input.userId,
        action: 'dropped_off',
        statusFrom: row.statusId,
        statusTo: set.statusId,
        changes: {
          insert_date: [null, now.toISOString()],
          expiration_date: [row.expirationDate.toISOString(), set.expirationDate.toISOString()],
        },
        at: now,
      });
      return row.id;
    }),
  );
  return deviceResult(db, bookingId);
}

